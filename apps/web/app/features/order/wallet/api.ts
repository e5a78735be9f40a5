import {
  orderContracts,
  SITE_TIME_ZONE,
  walletContracts,
  type LecturerIncomeBody,
  type WithdrawalListBody,
} from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

export const WALLET_PAGE_SIZE = 10;

/** My wallet, income and withdrawals: forgotten together after a card change or a withdrawal. */
export const WALLET_KEY = personalQueryKey('wallet');

export const walletQueries = {
  account: (api: Requester) =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'account'] as const,
      queryFn: () => api.call(walletContracts.viewAccount),
    }),
  income: (api: Requester, body: LecturerIncomeBody) =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'income', body] as const,
      queryFn: () => api.call(orderContracts.lecturerIncome, body),
      placeholderData: keepPreviousData,
    }),
  withdrawals: (api: Requester, body: WithdrawalListBody) =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'withdrawals', body] as const,
      queryFn: () => api.call(walletContracts.listWithdrawal, body),
      placeholderData: keepPreviousData,
    }),
};

/** `yyyy-MM-dd` of a moment in the school's zone (the server counts days there). */
export const schoolDate = (epochMs: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: SITE_TIME_ZONE }).format(new Date(epochMs));

/** The first day of the last `days` days, today included. */
export const rangeStart = (days: number, now = Date.now()) => schoolDate(now - (days - 1) * 86_400_000);

export const yuan = (amount: number) => `¥${amount.toFixed(2)}`;

export const WITHDRAWAL_STATES: Record<number, { label: string; color: string }> = {
  1: { label: '处理中', color: 'processing' },
  2: { label: '已打款', color: 'success' },
  3: { label: '已驳回', color: 'error' },
};

export const SHARE_STATES: Record<number, { label: string; color: string }> = {
  1: { label: '退款期内', color: 'default' },
  2: { label: '已入账', color: 'success' },
  3: { label: '已冲回', color: 'error' },
};
