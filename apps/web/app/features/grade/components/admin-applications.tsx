import { GradeApplyStatus, GradeRules, gradeContracts, type GradeApplyRecord } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Modal, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { GRADE_ROWS_PAGE_SIZE, gradeQueries, MY_GRADES_KEY } from '../api/queries';

type Verdict = 1 | 2;
/** One record or the chosen ones, approved or rejected, waiting for the opinion. */
interface PendingAudit {
  ids: string[];
  auditStatus: Verdict;
}

const statusLabels: Record<number, string> = {
  [GradeApplyStatus.waiting]: '待审核',
  [GradeApplyStatus.approved]: '已通过',
  [GradeApplyStatus.rejected]: '已拒绝',
  [GradeApplyStatus.ignored]: '已忽略',
};

/** 加入申请: the class's applications by state; approve or reject with an opinion, one or several at once, or ignore. */
export function AdminApplications({ gradeId, readOnly }: { gradeId: string; readOnly: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [status, setStatus] = useState<number>(GradeApplyStatus.waiting);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [pending, setPending] = useState<PendingAudit | null>(null);
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);
  const summary = usePersonalQuery(gradeQueries.summary(api, gradeId));
  const records = usePersonalQuery(
    gradeQueries.applications(api, {
      gradeId,
      auditStatus: status as GradeApplyRecord['auditStatus'],
      pageCurrent: page,
      pageSize: GRADE_ROWS_PAGE_SIZE,
    }),
  );
  const counts = summary.data;
  const tabs = [
    { value: GradeApplyStatus.waiting, label: `待审核${counts ? `（${counts.waitCount}）` : ''}` },
    { value: GradeApplyStatus.approved, label: '已通过' },
    { value: GradeApplyStatus.rejected, label: '已拒绝' },
    { value: GradeApplyStatus.ignored, label: '已忽略' },
  ];
  const waiting = status === GradeApplyStatus.waiting && !readOnly;

  const settle = async (done: string, act: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await act();
      void message.success(done);
      setPending(null);
      setOpinion('');
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: MY_GRADES_KEY });
    } catch {
      // shown by the request layer; a refused batch changed nothing
    } finally {
      setBusy(false);
    }
  };
  const audit = ({ ids, auditStatus }: PendingAudit) => {
    const input = { auditStatus, auditOpinion: opinion.trim() || undefined };
    const done = auditStatus === 1 ? '已通过申请' : '已拒绝申请';
    return settle(done, () =>
      ids.length === 1
        ? api.call(gradeContracts.auditGradeApplication, { id: ids[0]!, ...input })
        : api.call(gradeContracts.auditGradeApplications, { ids, ...input }),
    );
  };

  return (
    <>
      <div className="grade-admin__toolbar">
        <Segmented
          value={status}
          options={tabs}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
            setSelected([]);
          }}
        />
        {waiting ? (
          <Space wrap>
            <Button
              type="primary"
              disabled={selected.length === 0}
              onClick={() => setPending({ ids: selected, auditStatus: 1 })}
            >
              批量通过
            </Button>
            <Button disabled={selected.length === 0} onClick={() => setPending({ ids: selected, auditStatus: 2 })}>
              批量拒绝
            </Button>
          </Space>
        ) : null}
      </div>
      <Table<GradeApplyRecord>
        className="grade-table"
        rowKey="id"
        size="small"
        loading={records.isPending}
        scroll={{ x: 'max-content' }}
        dataSource={records.data?.list ?? []}
        locale={{ emptyText: records.isError ? '申请暂时无法读取，请稍后重试' : '没有这类申请' }}
        rowSelection={
          waiting
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (row) => ({ 'aria-label': `选择${row.nickname}的申请` }),
              }
            : undefined
        }
        pagination={{
          current: page,
          pageSize: GRADE_ROWS_PAGE_SIZE,
          total: records.data?.totalCount ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { title: '申请人', dataIndex: 'nickname' },
          { title: '申请说明', dataIndex: 'remark', render: (text: string) => text || '—' },
          { title: '申请时间', dataIndex: 'gmtCreate' },
          { title: '状态', dataIndex: 'auditStatus', render: (value: number) => statusLabels[value] },
          ...(status === GradeApplyStatus.approved || status === GradeApplyStatus.rejected
            ? [{ title: '审核意见', dataIndex: 'auditOpinion', render: (text: string) => text || '—' }]
            : []),
          ...(waiting
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  render: (_: unknown, row: GradeApplyRecord) => (
                    <Space wrap size={4}>
                      <Button size="small" type="primary" onClick={() => setPending({ ids: [row.id], auditStatus: 1 })}>
                        通过
                      </Button>
                      <Button size="small" onClick={() => setPending({ ids: [row.id], auditStatus: 2 })}>
                        拒绝
                      </Button>
                      <Button
                        size="small"
                        type="link"
                        onClick={() =>
                          void settle('已忽略申请', () =>
                            api.call(gradeContracts.ignoreGradeApplication, { id: row.id }),
                          )
                        }
                      >
                        忽略
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        title={
          pending
            ? `${pending.auditStatus === 1 ? '通过' : '拒绝'}${pending.ids.length > 1 ? ` ${pending.ids.length} 条` : ''}申请`
            : ''
        }
        open={pending !== null}
        okText="确定"
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => pending && void audit(pending)}
        onCancel={() => setPending(null)}
      >
        <Input.TextArea
          value={opinion}
          onChange={(event) => setOpinion(event.target.value)}
          placeholder="审核意见（选填，会通知申请人）"
          aria-label="审核意见"
          maxLength={GradeRules.opinionMax}
          showCount
          rows={3}
        />
      </Modal>
    </>
  );
}
