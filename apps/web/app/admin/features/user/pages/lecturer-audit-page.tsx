import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { userQueries } from '../api/queries';
import { useState } from 'react';
import { Avatar, Card, Descriptions, Drawer, Form, Image, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { AdminAuditDecision, userContracts as users, type AdminLecturerAudit } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { usePagedList } from '../../../lib/paging';
import { AUDIT_STATUS, auditStatusOf } from '../../../lib/format';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { auditColumns, DecisionButtons } from '../../../components/audit-columns';
import { DecisionModal, type Decision } from '../../../components/decision-modal';
import { PersonCell } from '../../../components/form-fields';

export function meta() {
  return [{ title: '讲师审核 - 运营后台' }];
}

/** The opinion field: optional (≤ 200) to approve, required (1–200) to reject, as in the contract. */
export function DecisionFields({ decision }: { decision: Decision }) {
  return (
    <Form.Item
      label="审核意见"
      name="auditOpinion"
      rules={[
        ...(decision === 'reject' ? [{ required: true, whitespace: true, message: '驳回时请填写审核意见' }] : []),
        ...lengthRules(AdminAuditDecision, 'auditOpinion', '审核意见'),
      ]}
      extra={
        decision === 'approve'
          ? '可不填。通过后该用户成为讲师，并收到站内消息。'
          : '将通过站内消息告知申请人，请写明需要修改的地方。'
      }
    >
      <Input.TextArea
        rows={4}
        showCount
        maxLength={maxLengthOf(AdminAuditDecision, 'auditOpinion')}
        placeholder={decision === 'approve' ? '选填' : '例如：简介内容过少，请补充教学经历'}
      />
    </Form.Item>
  );
}

export function AuditStatusTag({ status }: { status: number }) {
  const s = auditStatusOf(status);
  return <Tag color={s.color}>{s.label}</Tag>;
}

/** The whole application: photo, name, title, introduction, live permission, applicant. */
export function ApplicationDetail({ audit }: { audit: AdminLecturerAudit }) {
  return (
    <>
      <div style={{ display: 'flex', gap: 20, alignItems: 'flex-start', marginBottom: 20 }}>
        {audit.headImgUrl ? (
          <Image
            src={audit.headImgUrl}
            width={120}
            height={120}
            style={{ objectFit: 'cover', borderRadius: 8 }}
            alt={`${audit.lecturerName}的照片`}
          />
        ) : (
          <Avatar shape="square" size={120} icon={<UserOutlined />} />
        )}
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {audit.lecturerName}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
            {audit.lecturerPosition}
          </Typography.Paragraph>
          <Space wrap>
            <AuditStatusTag status={audit.auditStatus} />
            {audit.applyLive === 1 ? <Tag color="purple">申请直播权限</Tag> : <Tag>不含直播</Tag>}
          </Space>
        </div>
      </div>
      <Descriptions column={1} size="small" bordered styles={{ label: { width: 110 } }}>
        <Descriptions.Item label="申请人">
          {audit.nickname || '（未设置昵称）'}（{audit.mobile}）
        </Descriptions.Item>
        <Descriptions.Item label="更新时间">{audit.gmtModified}</Descriptions.Item>
        <Descriptions.Item label="讲师简介">
          <div style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}>{audit.introduce}</div>
        </Descriptions.Item>
        {audit.auditStatus !== 0 && (
          <Descriptions.Item label="审核意见">{audit.auditOpinion || '（无）'}</Descriptions.Item>
        )}
      </Descriptions>
    </>
  );
}

export default function LecturerAuditPage() {
  const api = useApi();
  const key = userQueries.lecturerAudits(api).queryKey;
  const list = usePagedList((body) => userQueries.lecturerAudits(api, body), { auditStatus: 0 });
  const [viewing, setViewing] = useState<AdminLecturerAudit>();
  const [deciding, setDeciding] = useState<{ decision: Decision; audit: AdminLecturerAudit }>();

  const approve = useAdminMutation(
    key,
    (b: { id: string; auditOpinion: string }) => api.call(users.adminApproveLecturer, b),
    '已通过，该用户已成为讲师',
  );
  const reject = useAdminMutation(
    key,
    (b: { id: string; auditOpinion: string }) => api.call(users.adminRejectLecturer, b),
    '已驳回，已通知申请人',
  );

  const status = list.filters.auditStatus;
  const waiting = status === 0;

  const decide = (decision: Decision, audit: AdminLecturerAudit) => setDeciding({ decision, audit });

  return (
    <Card title="讲师审核">
      <Tabs
        activeKey={String(status)}
        onChange={(k) => list.search({ auditStatus: Number(k) })}
        items={AUDIT_STATUS.map((s) => ({ key: String(s.value), label: s.label }))}
      />
      <Table<AdminLecturerAudit>
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.rows}
        pagination={list.pagination}
        locale={{
          emptyText: list.query.isError ? '讲师申请读取失败' : waiting ? '没有待审核的申请' : '没有记录',
        }}
        columns={[
          {
            title: '照片',
            dataIndex: 'headImgUrl',
            width: 72,
            render: (src: string) => <Avatar shape="square" size={44} src={src || undefined} icon={<UserOutlined />} />,
          },
          {
            title: '讲师',
            key: 'name',
            render: (_, r) => (
              <div>
                <Typography.Text strong>{r.lecturerName}</Typography.Text>
                <div style={{ color: '#888', fontSize: 12 }}>{r.lecturerPosition}</div>
              </div>
            ),
          },
          {
            title: '申请人',
            key: 'applicant',
            width: 180,
            render: (_, r) => <PersonCell nickname={r.nickname} mobile={r.mobile} />,
          },
          {
            title: '直播',
            dataIndex: 'applyLive',
            width: 90,
            render: (v: number) => (v === 1 ? <Tag color="purple">申请直播</Tag> : '-'),
          },
          ...auditColumns<AdminLecturerAudit>({
            waiting,
            isWaiting: (r) => r.auditStatus === 0,
            viewText: '查看',
            onView: setViewing,
            onDecide: decide,
          }),
        ]}
      />
      <Drawer
        title="讲师申请"
        open={!!viewing}
        size={560}
        onClose={() => setViewing(undefined)}
        destroyOnHidden
        extra={viewing?.auditStatus === 0 && <DecisionButtons onDecide={(decision) => decide(decision, viewing)} />}
      >
        {viewing && <ApplicationDetail audit={viewing} />}
      </Drawer>
      <DecisionModal
        title={
          deciding
            ? `${deciding.decision === 'approve' ? '通过' : '驳回'}“${deciding.audit.lecturerName}”的讲师申请`
            : ''
        }
        deciding={deciding && { id: deciding.audit.id, decision: deciding.decision }}
        approve={approve.mutateAsync}
        reject={reject.mutateAsync}
        onCancel={() => setDeciding(undefined)}
        onDecided={() => {
          setDeciding(undefined);
          setViewing(undefined);
        }}
      >
        {deciding && <DecisionFields decision={deciding.decision} />}
      </DecisionModal>
    </Card>
  );
}
