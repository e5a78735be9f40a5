import { DownloadOutlined } from '@ant-design/icons';
import {
  walletAdminContracts as wallets,
  WithdrawalState,
  type AdminWithdrawal,
  type AdminWithdrawalListBody,
} from '@school/contracts';
import { App, Button, Card, Form, Input, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { SearchButtons } from '../../../components/search-buttons';
import { EditModal } from '../../../components/edit-modal';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { orderQueries } from '../api/queries';
import { withdrawalCsv } from './withdrawal-csv';
import { PersonCell } from '../../../components/form-fields';

export function meta() {
  return [{ title: '提现审核 - 运营后台' }];
}

const STATES = [
  { key: String(WithdrawalState.waiting), label: '待打款', color: 'processing' },
  { key: String(WithdrawalState.paid), label: '已打款', color: 'success' },
  { key: String(WithdrawalState.rejected), label: '已驳回', color: 'error' },
];
const stateOf = (state: number) => STATES.find((item) => item.key === String(state));

type Filters = Pick<AdminWithdrawalListBody, 'withdrawalState' | 'mobile'>;

/** 提现审核: requests waiting for an offline transfer, marked paid with the bank's reference or rejected. */
export default function WithdrawalPage() {
  const api = useApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ mobile?: string }>();
  const key = orderQueries.withdrawals(api).queryKey;
  const list = usePagedList<Filters, AdminWithdrawal>((body) => orderQueries.withdrawals(api, body), {
    withdrawalState: WithdrawalState.waiting,
  });
  const [deciding, setDeciding] = useState<{ paid: boolean; row: AdminWithdrawal }>();
  const [exporting, setExporting] = useState(false);
  const pay = useAdminMutation(
    key,
    (body: { id: string; reference: string }) => api.call(wallets.adminPayWithdrawal, body),
    '已标记为已打款，已通知申请人',
  );
  const reject = useAdminMutation(
    key,
    (body: { id: string; reason: string }) => api.call(wallets.adminRejectWithdrawal, body),
    '已驳回，金额已退回申请人的可提现余额',
  );
  const waiting = list.filters.withdrawalState === WithdrawalState.waiting;

  /** Every waiting request (up to 100 a page) in one file for the bank's batch transfer. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: AdminWithdrawal[] = [];
      for (let pageCurrent = 1; ; pageCurrent += 1) {
        const page = await api.call(wallets.adminListWithdrawal, {
          withdrawalState: WithdrawalState.waiting,
          pageCurrent,
          pageSize: 100,
        });
        rows.push(...page.list);
        if (pageCurrent >= page.totalPage) break;
      }
      if (rows.length === 0) {
        void message.info('没有待打款的提现');
        return;
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([withdrawalCsv(rows)], { type: 'text/csv;charset=utf-8' }));
      link.download = `待打款提现-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      // The request layer showed why.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title="提现审核"
      extra={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          导出待打款（CSV）
        </Button>
      }
    >
      <Tabs
        activeKey={String(list.filters.withdrawalState ?? '')}
        onChange={(k) => list.search({ ...list.filters, withdrawalState: Number(k) as Filters['withdrawalState'] })}
        items={STATES.map((state) => ({ key: state.key, label: state.label }))}
      />
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => list.search({ ...list.filters, mobile: (v.mobile ?? '').trim() || undefined })}
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item label="手机号" name="mobile">
          <Input allowClear maxLength={11} placeholder="申请人手机号" style={{ width: 180 }} />
        </Form.Item>
        <SearchButtons list={list} resetTo={{ withdrawalState: list.filters.withdrawalState }} />
      </Form>
      <Table<AdminWithdrawal>
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.rows}
        pagination={list.pagination}
        scroll={{ x: 960 }}
        locale={{ emptyText: list.query.isError ? '提现申请读取失败' : waiting ? '没有待打款的提现' : '没有记录' }}
        columns={[
          {
            title: '申请人',
            key: 'user',
            width: 160,
            render: (_, r) => <PersonCell nickname={r.nickname} mobile={r.mobile} />,
          },
          { title: '金额（元）', dataIndex: 'amount', width: 110, align: 'right', render: (v: number) => v.toFixed(2) },
          {
            title: '收款账户',
            key: 'card',
            render: (_, r) => (
              <div>
                {r.accountName} · {r.bankName}
                <div style={{ fontFamily: 'monospace' }}>{r.cardNo}</div>
              </div>
            ),
          },
          { title: '申请时间', dataIndex: 'gmtCreate', width: 170 },
          {
            title: '状态',
            key: 'state',
            width: 200,
            render: (_, r) => {
              const state = stateOf(r.withdrawalState);
              return (
                <div>
                  {state ? <Tag color={state.color}>{state.label}</Tag> : null}
                  {r.reference ? <div style={{ fontSize: 12 }}>流水号 {r.reference}</div> : null}
                  {r.reason ? <div style={{ fontSize: 12 }}>原因：{r.reason}</div> : null}
                  {r.handledTime ? <div style={{ color: '#888', fontSize: 12 }}>{r.handledTime}</div> : null}
                </div>
              );
            },
          },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_, r) =>
              r.withdrawalState === WithdrawalState.waiting ? (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setDeciding({ paid: true, row: r })}>
                    标记已打款
                  </Button>
                  <Button type="link" size="small" danger onClick={() => setDeciding({ paid: false, row: r })}>
                    驳回
                  </Button>
                </Space>
              ) : (
                '-'
              ),
          },
        ]}
      />
      <EditModal<{ reference?: string; reason?: string }>
        title={
          deciding
            ? `${deciding.paid ? '标记已打款' : '驳回'}：${deciding.row.accountName} ${deciding.row.amount.toFixed(2)} 元`
            : ''
        }
        open={!!deciding}
        okText={deciding?.paid ? '确认已打款' : '确认驳回'}
        okDanger={deciding?.paid === false}
        onCancel={() => setDeciding(undefined)}
        onSubmit={async (values) => {
          if (!deciding) return;
          if (deciding.paid) await pay.mutateAsync({ id: deciding.row.id, reference: (values.reference ?? '').trim() });
          else await reject.mutateAsync({ id: deciding.row.id, reason: (values.reason ?? '').trim() });
          setDeciding(undefined);
        }}
      >
        {deciding?.paid ? (
          <Form.Item
            label="打款流水号"
            name="reference"
            rules={[{ required: true, whitespace: true, message: '请填写银行打款流水号' }]}
            extra={`请先向 ${deciding.row.bankName} ${deciding.row.cardNo}（${deciding.row.accountName}）转账，再填写银行给出的流水号。`}
          >
            <Input maxLength={64} />
          </Form.Item>
        ) : (
          <Form.Item
            label="驳回原因"
            name="reason"
            rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }]}
            extra="金额将退回申请人的可提现余额，原因通过站内消息告知。"
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        )}
      </EditModal>
    </Card>
  );
}
