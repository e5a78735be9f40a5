import { courseAuditContracts as audit, type AdminCourseComment } from '@school/contracts';
import { Button, Card, Input, Popconfirm, Space, Tabs, Tag } from 'antd';
import { useApi } from '~/lib/api-context';
import { usePagedList } from '../../../lib/paging';
import { PagedTable } from '../../../components/paged-table';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { courseQueries } from '../api/queries';

export function meta() {
  return [{ title: '课程评论 - 运营后台' }];
}

const STATES = [
  { key: 'all', label: '全部' },
  { key: '1', label: '显示中' },
  { key: '0', label: '已隐藏' },
];

/** Comments on every course: hide (the writer still sees nothing change for others), restore, delete. */
export default function CourseCommentPage() {
  const api = useApi();
  const key = courseQueries.comments(api).queryKey;
  const list = usePagedList((body) => courseQueries.comments(api, body), {
    keyword: '',
    statusId: undefined as 0 | 1 | undefined,
  });
  const stand = useAdminMutation(
    key,
    (body: { id: string; statusId: 0 | 1 }) => api.call(audit.adminStandCourseComment, body),
    (body) => (body.statusId ? '已恢复显示' : '已隐藏'),
    { toastError: true },
  );
  const remove = useAdminMutation(key, (id: string) => api.call(audit.adminDeleteCourseComment, { id }), '已删除', {
    toastError: true,
  });

  return (
    <Card
      title="课程评论"
      extra={
        <Input.Search
          placeholder="评论内容"
          allowClear
          onSearch={(keyword) => list.search({ ...list.filters, keyword })}
          style={{ width: 240 }}
        />
      }
    >
      <Tabs
        activeKey={list.filters.statusId === undefined ? 'all' : String(list.filters.statusId)}
        onChange={(k) => list.search({ ...list.filters, statusId: k === 'all' ? undefined : (Number(k) as 0 | 1) })}
        items={STATES}
      />
      <PagedTable<AdminCourseComment>
        list={list}
        emptyText={['评论读取失败', '没有评论']}
        columns={[
          {
            title: '评论',
            dataIndex: 'content',
            render: (text: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>,
          },
          { title: '课程', dataIndex: 'courseName', width: 200 },
          { title: '学员', width: 170, render: (_, row) => `${row.nickname} ${row.mobile}` },
          { title: '时间', dataIndex: 'gmtCreate', width: 170 },
          {
            title: '状态',
            width: 90,
            render: (_, row) => (row.statusId ? <Tag color="success">显示</Tag> : <Tag>已隐藏</Tag>),
          },
          {
            title: '操作',
            width: 150,
            render: (_, row) => (
              <Space size={4}>
                <Button size="small" onClick={() => stand.mutate({ id: row.id, statusId: row.statusId ? 0 : 1 })}>
                  {row.statusId ? '隐藏' : '恢复'}
                </Button>
                <Popconfirm
                  title="删除这条评论（连同回复）？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove.mutateAsync(row.id)}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
