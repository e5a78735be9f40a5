import { useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { gradeContracts as grades, UserType, type GradeAdminCard, type GradeAdminQuery } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { EditModal } from '../../../components/edit-modal';
import { PagedTable } from '../../../components/paged-table';
import { SearchButtons } from '../../../components/search-buttons';
import { UserPicker } from '../../../components/user-picker';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { gradeQueries } from '../api/queries';

export function meta() {
  return [{ title: '班级 - 运营后台' }];
}

type Filters = Pick<GradeAdminQuery, 'gradeName' | 'categoryId'>;

const stateOf = (row: GradeAdminCard) => (row.statusId === 0 ? '已解散' : row.isExpired ? '已结束' : '进行中');

/** Every class of the school, newest first: transfer one to another teacher or organisation, or disband it. */
export default function GradePage() {
  const api = useApi();
  const list = usePagedList<Filters, GradeAdminCard>((body) => gradeQueries.all(api, body), {});
  const categories = useQuery(gradeQueries.categories(api));
  const [transferring, setTransferring] = useState<GradeAdminCard>();
  const key = gradeQueries.all(api).queryKey;

  const transfer = useAdminMutation(
    key,
    (body: { id: string; userId: string }) => api.call(grades.adminTransferGrade, body),
    '班级已转让',
  );
  const disband = useAdminMutation(key, (id: string) => api.call(grades.adminDisbandGrade, { id }), '班级已解散', {
    toastError: true,
  });

  return (
    <Card title="班级">
      <Form<Filters> layout="inline" onFinish={list.search} style={{ marginBottom: 16 }}>
        <Form.Item label="班级名称" name="gradeName">
          <Input allowClear placeholder="输入班级名称" />
        </Form.Item>
        <Form.Item label="分类" name="categoryId">
          <Select
            allowClear
            placeholder="全部分类"
            style={{ width: 160 }}
            options={(categories.data ?? []).map((row) => ({ value: row.id, label: row.categoryName }))}
          />
        </Form.Item>
        <SearchButtons list={list} />
      </Form>
      <PagedTable<GradeAdminCard>
        list={list}
        emptyText={['读取失败', '还没有班级']}
        columns={[
          { title: '班级名称', dataIndex: 'gradeName' },
          { title: '分类', dataIndex: 'categoryName', width: 120 },
          {
            title: '创建者',
            width: 180,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <span>{row.ownerName}</span>
                <Typography.Text type="secondary">{row.ownerMobile}</Typography.Text>
              </Space>
            ),
          },
          { title: '所属机构', width: 140, render: (_, row) => row.orgName || '—' },
          { title: '人数', width: 90, render: (_, row) => `${row.studentCount}/${row.capacity}` },
          { title: '结束时间', dataIndex: 'endTime', width: 170 },
          { title: '状态', width: 80, render: (_, row) => stateOf(row) },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, row) =>
              row.statusId === 0 ? null : (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setTransferring(row)}>
                    转让
                  </Button>
                  <Popconfirm
                    title={`解散班级“${row.gradeName}”？`}
                    description="学员会收到通知，尚未开始的班级考试将取消，解散后不能恢复。"
                    okText="解散"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() => disband.mutateAsync(row.id).catch(() => undefined)}
                  >
                    <Button type="link" size="small" danger>
                      解散
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <EditModal<{ userId: string }>
        title={`转让班级“${transferring?.gradeName ?? ''}”`}
        open={transferring !== undefined}
        okText="转让"
        onCancel={() => setTransferring(undefined)}
        onSubmit={async ({ userId }) => {
          await transfer.mutateAsync({ id: transferring!.id, userId });
          setTransferring(undefined);
        }}
      >
        <Typography.Paragraph type="secondary">
          当前创建者：{transferring?.ownerName}。转让后原创建者退出班级；转给机构时班级归该机构所有。
        </Typography.Paragraph>
        <Form.Item label="新创建者" name="userId" rules={[{ required: true, message: '请找到一位讲师或机构' }]}>
          <UserPicker userTypes={[UserType.teacher, UserType.organisation]} />
        </Form.Item>
      </EditModal>
    </Card>
  );
}
