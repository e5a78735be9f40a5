import { liveContracts, type AdminChannel } from '@school/contracts';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useApi } from '~/lib/api-context';
import { PagedTable } from '../../../components/paged-table';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { liveQueries } from '../api/queries';

/** Teachers' channels: disable or enable one, cut its push, or give it a new key. */
export function ChannelsTab() {
  const api = useApi();
  const key = liveQueries.channels(api).queryKey;
  const list = usePagedList<object, AdminChannel>((body) => liveQueries.channels(api, body), {});
  const setStatus = useAdminMutation(
    key,
    (body: { id: string; channelStatus: 0 | 1 }) => api.call(liveContracts.adminDisableChannel, body),
    (body) => (body.channelStatus ? '频道已启用' : '频道已停用，正在进行的推流已切断'),
    { toastError: true },
  );
  const cut = useAdminMutation(key, (id: string) => api.call(liveContracts.adminCutChannel, { id }), '推流已切断', {
    toastError: true,
  });
  const reset = useAdminMutation(
    key,
    (id: string) => api.call(liveContracts.adminResetChannelToken, { id }),
    '密钥已重置，讲师需在推流设置页查看新密钥',
    { toastError: true },
  );
  return (
    <PagedTable<AdminChannel>
      list={list}
      emptyText={['频道读取失败', '还没有频道：讲师的直播申请通过后，首次打开推流设置即建立频道']}
      scroll={{ x: 760 }}
      columns={[
        { title: '讲师', dataIndex: 'lecturerName' },
        {
          title: '状态',
          dataIndex: 'channelStatus',
          width: 90,
          render: (value: number) => (value === 1 ? <Tag color="success">可用</Tag> : <Tag color="error">已停用</Tag>),
        },
        {
          title: '推流',
          width: 90,
          render: (_, row) => (row.isPushing ? <Tag color="red">推流中</Tag> : <Tag>未推流</Tag>),
        },
        { title: '观看人数', dataIndex: 'viewers', width: 90 },
        { title: '开通时间', dataIndex: 'gmtCreate', width: 170 },
        {
          title: '操作',
          width: 230,
          render: (_, row) => (
            <Space size="small" wrap>
              {row.channelStatus === 1 ? (
                <Popconfirm
                  title="停用这个频道？"
                  description="正在进行的推流会被切断，讲师不能再推流，直到重新启用。"
                  okText="停用"
                  cancelText="取消"
                  onConfirm={() => setStatus.mutate({ id: row.id, channelStatus: 0 })}
                >
                  <Button size="small" danger>
                    停用
                  </Button>
                </Popconfirm>
              ) : (
                <Button size="small" onClick={() => setStatus.mutate({ id: row.id, channelStatus: 1 })}>
                  启用
                </Button>
              )}
              <Popconfirm
                title="切断当前推流？"
                description="讲师仍可重新推流；要阻止推流请停用频道或重置密钥。"
                okText="切断"
                cancelText="取消"
                disabled={!row.isPushing}
                onConfirm={() => cut.mutate(row.id)}
              >
                <Button size="small" disabled={!row.isPushing}>
                  切断推流
                </Button>
              </Popconfirm>
              <Popconfirm
                title="重置推流密钥？"
                description="旧密钥立即失效并切断推流，讲师需在推流设置页查看新密钥。"
                okText="重置"
                cancelText="取消"
                onConfirm={() => reset.mutate(row.id)}
              >
                <Button size="small">重置密钥</Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
