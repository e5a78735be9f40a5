import { AuditDecision, examContracts as exam, PaperAuditStatus, type PaperAuditAdmin } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Drawer, Form, Input, Result, Skeleton, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { PaperStatus } from '~/components/exam-paper/paper-status';
import { PaperView } from '~/components/exam-paper/paper-view';
import { useApi } from '~/lib/api-context';
import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { auditColumns, DecisionButtons } from '../../../components/audit-columns';
import { DecisionModal, type Decision } from '../../../components/decision-modal';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { examQueries } from '../api/queries';

export function meta() {
  return [{ title: '试卷审核 - 运营后台' }];
}

const tabs = [
  { key: String(PaperAuditStatus.waiting), label: '待审核' },
  { key: String(PaperAuditStatus.approved), label: '已通过' },
  { key: String(PaperAuditStatus.rejected), label: '已驳回' },
];

/** The draft with every answer and analysis (random sections: one example draw). */
function AuditPreview({ paper }: { paper: PaperAuditAdmin }) {
  const api = useApi();
  const preview = useQuery(examQueries.preview(api, paper.id));
  if (preview.data) return <PaperView preview={preview.data} showAnswers />;
  if (preview.isError) return <Result status="warning" title="试卷读取失败" />;
  return <Skeleton active />;
}

/** 试卷审核: teachers' submitted papers, a preview with answers, approve or reject with an opinion. */
export default function PaperAuditPage() {
  const api = useApi();
  const key = examQueries.audits(api).queryKey;
  const list = usePagedList((body) => examQueries.audits(api, body), {
    auditStatus: PaperAuditStatus.waiting as number,
    examName: '',
  });
  const [viewing, setViewing] = useState<PaperAuditAdmin>();
  const [deciding, setDeciding] = useState<{ decision: Decision; paper: PaperAuditAdmin }>();
  const approve = useAdminMutation(
    key,
    (b: AuditDecision) => api.call(exam.adminApprovePaper, b),
    '已通过，试卷已发布',
  );
  const reject = useAdminMutation(key, (b: AuditDecision) => api.call(exam.adminRejectPaper, b), '已驳回，已通知讲师');
  const waiting = list.filters.auditStatus === PaperAuditStatus.waiting;

  return (
    <Card title="试卷审核">
      <Tabs
        activeKey={String(list.filters.auditStatus)}
        onChange={(k) => list.search({ ...list.filters, auditStatus: Number(k) })}
        items={tabs}
        tabBarExtraContent={
          <Input.Search
            allowClear
            placeholder="试卷名称"
            style={{ width: 200 }}
            onSearch={(examName) => list.search({ ...list.filters, examName })}
          />
        }
      />
      <Table<PaperAuditAdmin>
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.rows}
        pagination={list.pagination}
        scroll={{ x: 900 }}
        locale={{ emptyText: list.query.isError ? '试卷读取失败' : waiting ? '没有待审核的试卷' : '没有记录' }}
        columns={[
          {
            title: '试卷',
            key: 'name',
            render: (_, r) => (
              <div>
                <Typography.Text strong>{r.examName}</Typography.Text>
                <div style={{ color: '#888', fontSize: 12 }}>
                  {r.subjectName} · {r.titleCount} 个大题 · {r.problemCount} 题 · {r.answerMinutes} 分钟
                </div>
              </div>
            ),
          },
          { title: '讲师', dataIndex: 'lecturerName', width: 140 },
          {
            title: '分数',
            key: 'score',
            width: 120,
            render: (_, r) => `总分 ${r.totalScore} / 及格 ${r.passScore}`,
          },
          { title: '状态', key: 'status', width: 160, render: (_, r) => <PaperStatus paper={r} /> },
          ...auditColumns<PaperAuditAdmin>({
            waiting,
            isWaiting: (r) => r.auditStatus === PaperAuditStatus.waiting,
            viewText: '预览',
            onView: setViewing,
            onDecide: (decision, paper) => setDeciding({ decision, paper }),
          }),
        ]}
      />
      <Drawer
        title={viewing ? `试卷预览：${viewing.examName}` : ''}
        open={Boolean(viewing)}
        size={820}
        onClose={() => setViewing(undefined)}
        destroyOnHidden
        extra={
          viewing?.auditStatus === PaperAuditStatus.waiting ? (
            <DecisionButtons onDecide={(decision) => setDeciding({ decision, paper: viewing })} />
          ) : null
        }
      >
        {viewing ? <AuditPreview paper={viewing} /> : null}
      </Drawer>
      <DecisionModal
        title={deciding ? `${deciding.decision === 'approve' ? '通过' : '驳回'}试卷“${deciding.paper.examName}”` : ''}
        deciding={deciding && { id: deciding.paper.id, decision: deciding.decision }}
        approve={approve.mutateAsync}
        reject={reject.mutateAsync}
        onCancel={() => setDeciding(undefined)}
        onDecided={() => {
          setDeciding(undefined);
          setViewing(undefined);
        }}
      >
        {deciding ? (
          <Form.Item
            label="审核意见"
            name="auditOpinion"
            rules={[
              ...(deciding.decision === 'reject'
                ? [{ required: true, whitespace: true, message: '驳回时请填写审核意见' }]
                : []),
              ...lengthRules(AuditDecision, 'auditOpinion', '审核意见'),
            ]}
            extra={
              deciding.decision === 'approve'
                ? '可不填。通过后试卷发布并上架，讲师会收到站内消息。'
                : '将通过站内消息告知讲师，请写明需要修改的地方。'
            }
          >
            <Input.TextArea rows={4} showCount maxLength={maxLengthOf(AuditDecision, 'auditOpinion')} />
          </Form.Item>
        ) : null}
      </DecisionModal>
    </Card>
  );
}
