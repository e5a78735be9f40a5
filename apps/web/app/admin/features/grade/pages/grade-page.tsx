import { Card } from 'antd';
import type { GradeCard } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { PagedTable } from '../../../components/paged-table';
import { usePagedList } from '../../../lib/paging';
import { gradeQueries } from '../api/queries';

export function meta() {
  return [{ title: '班级 - 运营后台' }];
}

/** Every class of the school, newest first. */
export default function GradePage() {
  const api = useApi();
  const list = usePagedList<object, GradeCard>((body) => gradeQueries.all(api, body), {});
  return (
    <Card title="班级">
      <PagedTable<GradeCard>
        list={list}
        emptyText={['读取失败', '还没有班级']}
        columns={[
          { title: '班级名称', dataIndex: 'gradeName' },
          { title: '分类', dataIndex: 'categoryName', width: 120 },
          { title: '创建者', dataIndex: 'lecturerName', width: 140 },
          { title: '人数', width: 100, render: (_, row) => `${row.studentCount}/${row.capacity}` },
          { title: '结束时间', dataIndex: 'endTime', width: 170 },
          {
            title: '状态',
            width: 90,
            render: (_, row) => (row.statusId === 0 ? '已解散' : row.isExpired ? '已结束' : '进行中'),
          },
        ]}
      />
    </Card>
  );
}
