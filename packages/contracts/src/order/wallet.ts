import { Type, type Static } from 'typebox';
import { DateTime, Id, Page, PageQuery, Text, Yuan } from '../common.ts';
import { defineContracts } from '../route.ts';
import { BANK_CARD_PATTERN, WITHDRAWAL_MIN_YUAN } from '../rules.ts';
import { SmsCode } from '../user.ts';

/** Lecturers' and referrers' money: income, withdrawals, and the operator's payouts. */

/** A lecturer's or referrer's money, in yuan. */
export const WalletView = Type.Object({
  totalIncome: Yuan,
  available: Yuan,
  frozen: Type.Number({ description: '提现处理中（元）' }),
  paidOut: Type.Number({ description: '已提现（元）' }),
  bankName: Type.String(),
  cardNo: Type.String({ description: '银行卡号（只显示后四位）' }),
  accountName: Type.String(),
  isNormal: Type.Integer({ description: '1 正常；0 账户异常（暂停提现，请联系客服）' }),
});
export type WalletView = Static<typeof WalletView>;

/** GLOSSARY withdrawalState: 1 waiting for the operator, 2 paid out, 3 rejected (money back to available). */
export const WithdrawalState = { waiting: 1, paid: 2, rejected: 3 } as const;
export type WithdrawalState = (typeof WithdrawalState)[keyof typeof WithdrawalState];

export const BankCardBody = Type.Object({
  bankName: Text(50, 2),
  cardNo: Type.String({ pattern: BANK_CARD_PATTERN, description: '银行卡号（12–19 位数字，须通过校验位）' }),
  accountName: Text(30, 2),
  code: SmsCode,
});
export type BankCardBody = Static<typeof BankCardBody>;

export const WithdrawalBody = Type.Object({
  amount: Type.Number({ minimum: WITHDRAWAL_MIN_YUAN, maximum: 1000000, description: '提现金额（元，最多两位小数）' }),
  code: SmsCode,
});
export type WithdrawalBody = Static<typeof WithdrawalBody>;

/** A withdrawal with the bank details taken when it was asked for. */
export const Withdrawal = Type.Object({
  id: Id,
  userId: Id,
  amount: Yuan,
  bankName: Type.String(),
  cardNo: Type.String({ description: '银行卡号（学员看到后四位；运营看到全号以便打款）' }),
  accountName: Type.String(),
  withdrawalState: Type.Integer({ description: '1 处理中，2 已打款，3 已驳回（退回可提现）' }),
  reference: Type.String({ description: '打款流水号' }),
  reason: Type.String({ description: '驳回原因' }),
  handledTime: Type.String({ description: '处理时间；未处理为空' }),
  gmtCreate: DateTime,
});
export type Withdrawal = Static<typeof Withdrawal>;

export const WithdrawalListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      withdrawalState: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, description: '状态，不传为全部' })),
    }),
  ]),
);
export type WithdrawalListBody = Static<typeof WithdrawalListBody>;

export const walletContracts = defineContracts({
  viewAccount: {
    method: 'POST',
    url: '/user/auth/user/account/view',
    summary: '我的账户：累计收入、可提现、提现中、已提现、银行卡（先结算已过退款期的分成）',
    response: WalletView,
  },
  updateAccount: {
    method: 'POST',
    url: '/user/auth/user/account/update',
    summary: '绑定或更换银行卡（短信验证码 purpose=wallet，发到本人手机）',
    body: BankCardBody,
    response: WalletView,
  },
  saveWithdrawal: {
    method: 'POST',
    url: '/user/auth/user/account/extract/log/save',
    summary: `申请提现：${WITHDRAWAL_MIN_YUAN} 元起、不超过可提现金额、同时只能有一笔处理中；金额转入提现中，记下银行卡`,
    body: WithdrawalBody,
    response: Withdrawal,
  },
  listWithdrawal: {
    method: 'POST',
    url: '/user/auth/user/account/extract/log/list',
    summary: '我的提现记录',
    body: WithdrawalListBody,
    response: Page(Withdrawal),
  },
});

export const AdminWithdrawalListBody = Type.Evaluate(
  Type.Intersect([WithdrawalListBody, Type.Object({ mobile: Type.Optional(Text(11)) })]),
);
export type AdminWithdrawalListBody = Static<typeof AdminWithdrawalListBody>;

/** A withdrawal as the operator sees it: the full card number and who asked. */
export const AdminWithdrawal = Type.Evaluate(
  Type.Intersect([Withdrawal, Type.Object({ mobile: Type.String(), nickname: Type.String() })]),
);
export type AdminWithdrawal = Static<typeof AdminWithdrawal>;

export const walletAdminContracts = defineContracts({
  adminListWithdrawal: {
    method: 'POST',
    url: '/user/admin/account/extract/log/list',
    summary: '提现申请（按状态、手机号筛选）',
    body: AdminWithdrawalListBody,
    response: Page(AdminWithdrawal),
  },
  adminPayWithdrawal: {
    method: 'POST',
    url: '/user/admin/account/extract/log/pay',
    summary: '线下打款后标记已打款（填打款流水号）；学员收到站内消息',
    body: Type.Object({ id: Id, reference: Text(64, 1) }),
    response: AdminWithdrawal,
  },
  adminRejectWithdrawal: {
    method: 'POST',
    url: '/user/admin/account/extract/log/reject',
    summary: '驳回提现（须填原因），金额退回可提现；学员收到站内消息',
    body: Type.Object({ id: Id, reason: Text(200, 1) }),
    response: AdminWithdrawal,
  },
});
