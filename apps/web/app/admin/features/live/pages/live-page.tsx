import { Card } from 'antd';
import type { AdminChannel } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { PagedTable } from '../../../components/paged-table';
import { usePagedList } from '../../../lib/paging';
import { liveQueries } from '../api/queries';

export function meta() {
  return [{ title: '直播频道 - 运营后台' }];
}

/** Teachers' live channels, newest first. */
export default function LivePage() {
  const api = useApi();
  const list = usePagedList<object, AdminChannel>((body) => liveQueries.channels(api, body), {});
  return (
    <Card title="直播频道">
      <PagedTable<AdminChannel>
        list={list}
        emptyText={['读取失败', '还没有频道']}
        columns={[
          { title: '讲师编号', dataIndex: 'userId' },
          { title: '状态', dataIndex: 'channelStatus', render: (value: number) => (value === 1 ? '可用' : '已停用') },
          { title: '推流中', dataIndex: 'isPushing', render: (value: number) => (value === 1 ? '是' : '否') },
          { title: '创建时间', dataIndex: 'gmtCreate', width: 170 },
        ]}
      />
    </Card>
  );
}
