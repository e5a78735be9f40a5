import { GradeRole, GradeRules, gradeContracts, type GradeStudent } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { useSchoolStoreApi } from '~/lib/store';
import { GRADE_ROWS_PAGE_SIZE, gradeQueries, MY_GRADES_KEY, refreshGradeAdmin } from '../api/queries';
import { roleLabels } from './grade-facts';

/** 学员: the members; remarks, appointing administrators (the owner), removing members. */
export function AdminStudents({ gradeId, myRole, readOnly }: { gradeId: string; myRole: number; readOnly: boolean }) {
  const api = useApi();
  const store = useSchoolStoreApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<GradeStudent | null>(null);
  const [remark, setRemark] = useState('');
  const students = usePersonalQuery(
    gradeQueries.students(api, { gradeId, pageCurrent: page, pageSize: GRADE_ROWS_PAGE_SIZE }),
  );
  const isOwner = myRole === GradeRole.owner;

  const act = async (done: string, call: () => Promise<unknown>) => {
    try {
      await call();
      void message.success(done);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: MY_GRADES_KEY });
      await refreshGradeAdmin(api, store.getState().setGradeAdmin);
    } catch {
      // shown by the request layer
    }
  };

  const actions = (row: GradeStudent) => {
    if (readOnly || row.role === GradeRole.owner) return null;
    const mayKick = row.role === GradeRole.student || isOwner;
    return (
      <Space wrap size={4}>
        <Button
          size="small"
          onClick={() => {
            setEditing(row);
            setRemark(row.remark);
          }}
        >
          备注
        </Button>
        {isOwner ? (
          <Button
            size="small"
            onClick={() =>
              void act(row.role === GradeRole.admin ? '已取消管理员' : '已设为管理员', () =>
                api.call(gradeContracts.updateGradeAdmin, {
                  gradeId,
                  userId: row.userId,
                  isAdmin: row.role === GradeRole.admin ? 0 : 1,
                }),
              )
            }
          >
            {row.role === GradeRole.admin ? '取消管理员' : '设为管理员'}
          </Button>
        ) : null}
        {mayKick ? (
          <Popconfirm
            title={`确定将${row.nickname}移出班级吗？`}
            description="移出后只能重新申请、经审核加入"
            okText="移出"
            cancelText="取消"
            onConfirm={() =>
              act('已移出班级', () => api.call(gradeContracts.kickOutStudent, { gradeId, userId: row.userId }))
            }
          >
            <Button size="small" danger>
              移出
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    );
  };

  return (
    <>
      <Table<GradeStudent>
        className="grade-table"
        rowKey="userId"
        size="small"
        loading={students.isPending}
        scroll={{ x: 'max-content' }}
        dataSource={students.data?.list ?? []}
        locale={{ emptyText: students.isError ? '成员暂时无法读取，请稍后重试' : '班级还没有成员' }}
        pagination={{
          current: page,
          pageSize: GRADE_ROWS_PAGE_SIZE,
          total: students.data?.totalCount ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { title: '昵称', dataIndex: 'nickname' },
          { title: '角色', dataIndex: 'role', render: (role: number) => roleLabels[role] },
          { title: '备注', dataIndex: 'remark', render: (text: string) => text || '—' },
          { title: '加入时间', dataIndex: 'gmtCreate' },
          { title: '操作', key: 'actions', render: (_, row) => actions(row) },
        ]}
      />
      <Modal
        title={editing ? `修改${editing.nickname}的备注` : ''}
        open={editing !== null}
        okText="保存"
        cancelText="取消"
        onOk={() =>
          editing &&
          void act('备注已保存', () =>
            api.call(gradeContracts.editGradeStudent, { gradeId, userId: editing.userId, remark: remark.trim() }),
          )
        }
        onCancel={() => setEditing(null)}
      >
        <Input
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          aria-label="备注"
          placeholder="如：学号、所在部门"
          maxLength={GradeRules.remarkMax}
          showCount
        />
      </Modal>
    </>
  );
}
