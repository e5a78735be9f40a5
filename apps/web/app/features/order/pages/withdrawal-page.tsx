import {
  BANK_CARD_PATTERN,
  BankCardBody,
  passesLuhn,
  ruleRegExp,
  walletContracts,
  WITHDRAWAL_MIN_YUAN,
  type WalletView,
  type Withdrawal,
} from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Space,
  Tag,
  type FormInstance,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { WALLET_KEY, WALLET_PAGE_SIZE, WITHDRAWAL_STATES, walletQueries, yuan } from '../wallet/api';
import { WalletFigures } from '../wallet/wallet-figures';
import { PagedList } from '~/components/paged-list';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

/** The fields that send an SMS code to the account's own number, which both forms ask for. */
type CodeFields = (form: FormInstance) => ReactNode;

/** 申请提现 (?page=N): my bank card, a withdrawal request, and my withdrawals. */
export function WithdrawalPage({ codeFields }: { codeFields: CodeFields }) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const account = usePersonalQuery(walletQueries.account(api));
  const history = usePersonalQuery(walletQueries.withdrawals(api, { pageCurrent: page, pageSize: WALLET_PAGE_SIZE }));
  const [changingCard, setChangingCard] = useState(false);

  return (
    <AccountPage
      title="申请提现"
      note={`${WITHDRAWAL_MIN_YUAN} 元起提，同一时间只能有一笔提现在处理`}
      actions={
        <Link to="/account/earnings">
          <Button>我的收益</Button>
        </Link>
      }
    >
      <QueryContent query={account} rows={4}>
        {(wallet) => (
          <>
            <WalletFigures wallet={wallet} />
            {wallet.cardNo && !changingCard ? (
              <>
                <Card
                  className="account-card"
                  title="收款银行卡"
                  extra={<Button onClick={() => setChangingCard(true)}>更换银行卡</Button>}
                >
                  <Descriptions column={1} size="small">
                    <Descriptions.Item label="开户银行">{wallet.bankName}</Descriptions.Item>
                    <Descriptions.Item label="银行卡号">{wallet.cardNo}</Descriptions.Item>
                    <Descriptions.Item label="开户人">{wallet.accountName}</Descriptions.Item>
                  </Descriptions>
                </Card>
                <Card className="account-card" title="提现">
                  <WithdrawalForm wallet={wallet} codeFields={codeFields} />
                </Card>
              </>
            ) : (
              <Card className="account-card" title={wallet.cardNo ? '更换银行卡' : '绑定银行卡'}>
                <BankCardForm
                  onDone={() => setChangingCard(false)}
                  canCancel={Boolean(wallet.cardNo)}
                  codeFields={codeFields}
                />
              </Card>
            )}
          </>
        )}
      </QueryContent>
      <Card className="account-card" title="提现记录">
        <QueryContent query={history}>
          {(list) => (
            <PagedList
              listClassName="wallet-list"
              pageSize={WALLET_PAGE_SIZE}
              page={list}
              onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
              empty={<Empty className="account-page__empty" description="还没有提现记录" />}
            >
              {(item) => <WithdrawalRow key={item.id} item={item} />}
            </PagedList>
          )}
        </QueryContent>
      </Card>
    </AccountPage>
  );
}

const cardRules = [
  { required: true, message: '请输入银行卡号' },
  { pattern: ruleRegExp(BANK_CARD_PATTERN), message: '银行卡号应为 12–19 位数字' },
  {
    validator: (_: unknown, value: string | undefined) =>
      !value || !ruleRegExp(BANK_CARD_PATTERN).test(value) || passesLuhn(value)
        ? Promise.resolve()
        : Promise.reject(new Error('银行卡号有误，请核对后重新输入')),
  },
];

function BankCardForm({
  onDone,
  canCancel,
  codeFields,
}: {
  onDone(): void;
  canCancel: boolean;
  codeFields: CodeFields;
}) {
  const [form] = Form.useForm();
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const submit = async (values: { bankName: string; cardNo: string; accountName: string; code: string }) => {
    setSaving(true);
    try {
      await api.call(walletContracts.updateAccount, {
        bankName: values.bankName.trim(),
        cardNo: values.cardNo,
        accountName: values.accountName.trim(),
        code: values.code,
      });
      void message.success('银行卡已保存');
      await queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      onDone();
    } catch {
      // The request layer showed the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" className="wallet-form" onFinish={(values) => void submit(values)}>
      <Form.Item label="开户银行" name="bankName" rules={fieldRules(BankCardBody, 'bankName', '开户银行')}>
        <Input placeholder="如：中国工商银行北京中关村支行" maxLength={maxLengthOf(BankCardBody, 'bankName')} />
      </Form.Item>
      <Form.Item label="银行卡号" name="cardNo" rules={cardRules} validateFirst>
        <Input inputMode="numeric" maxLength={19} autoComplete="off" placeholder="12–19 位数字" />
      </Form.Item>
      <Form.Item label="开户人" name="accountName" rules={fieldRules(BankCardBody, 'accountName', '开户人姓名')}>
        <Input maxLength={maxLengthOf(BankCardBody, 'accountName')} placeholder="须与银行卡开户人一致" />
      </Form.Item>
      {codeFields(form)}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存银行卡
        </Button>
        {canCancel ? <Button onClick={onDone}>取消</Button> : null}
      </Space>
    </Form>
  );
}

function WithdrawalForm({ wallet, codeFields }: { wallet: WalletView; codeFields: CodeFields }) {
  const [form] = Form.useForm();
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  if (wallet.isNormal === 0) return <p className="account-card__hint">暂停提现：请联系客服核对账户</p>;
  if (wallet.frozen > 0) {
    return <Alert type="info" showIcon title={`${yuan(wallet.frozen)} 正在处理中，处理完成后可再次申请`} />;
  }
  if (wallet.available < WITHDRAWAL_MIN_YUAN) {
    return <Alert type="info" showIcon title={`可提现金额满 ${WITHDRAWAL_MIN_YUAN} 元即可申请提现`} />;
  }
  const submit = async (values: { amount: number; code: string }) => {
    setSaving(true);
    try {
      await api.call(walletContracts.saveWithdrawal, { amount: values.amount, code: values.code });
      void message.success('提现申请已提交，请等待打款');
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    } catch {
      // The request layer showed the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" className="wallet-form" onFinish={(values) => void submit(values)}>
      <Form.Item label="提现金额（元）" required>
        <Space.Compact block>
          <Form.Item name="amount" noStyle rules={[{ required: true, message: '请输入提现金额' }]}>
            <InputNumber
              aria-label="提现金额"
              min={WITHDRAWAL_MIN_YUAN}
              max={wallet.available}
              precision={2}
              step={10}
              style={{ width: '100%' }}
              placeholder={`${WITHDRAWAL_MIN_YUAN}.00 – ${wallet.available.toFixed(2)}`}
            />
          </Form.Item>
          <Button onClick={() => form.setFieldValue('amount', wallet.available)}>全部提现</Button>
        </Space.Compact>
      </Form.Item>
      {codeFields(form)}
      <Button type="primary" htmlType="submit" loading={saving}>
        申请提现
      </Button>
    </Form>
  );
}

function WithdrawalRow({ item }: { item: Withdrawal }) {
  const state = WITHDRAWAL_STATES[item.withdrawalState];
  return (
    <li className="wallet-row">
      <div className="wallet-row__text">
        <div className="wallet-row__title">
          <span>
            {item.bankName} {item.cardNo}
          </span>
          {state ? <Tag color={state.color}>{state.label}</Tag> : null}
        </div>
        <p className="wallet-row__facts">
          <span>申请于 {item.gmtCreate}</span>
          {item.handledTime ? <span>处理于 {item.handledTime}</span> : null}
          {item.reference ? <span>打款流水号 {item.reference}</span> : null}
          {item.reason ? <span>驳回原因：{item.reason}</span> : null}
        </p>
      </div>
      <span className="wallet-row__amount">{yuan(item.amount)}</span>
    </li>
  );
}
