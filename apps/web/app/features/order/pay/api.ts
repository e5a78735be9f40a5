import {
  epochOfDateTime,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_NAMES,
  orderContracts,
  ProductType,
  type OrderListBody,
} from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

export const ORDER_PAGE_SIZE = 10;

/** My orders: forgotten together after paying or closing one. */
export const ORDER_KEY = personalQueryKey('order');

export const orderQueries = {
  /** The ways to pay this school has switched on; the same for every reader. */
  payMethods: (api: Requester) =>
    queryOptions({
      queryKey: ['order', 'pay-methods'] as const,
      queryFn: () => api.call(orderContracts.listPayMethod),
      staleTime: 5 * 60_000,
    }),
  list: (api: Requester, body: OrderListBody) =>
    queryOptions({
      queryKey: [...ORDER_KEY, 'list', body] as const,
      queryFn: () => api.call(orderContracts.listOrder, body),
      placeholderData: keepPreviousData,
    }),
};

export const ORDER_STATES: Record<number, { label: string; color: string }> = Object.fromEntries(
  Object.entries(ORDER_STATUS_NAMES).map(([state, label]) => [
    state,
    { label, color: ORDER_STATUS_COLORS[Number(state)]! },
  ]),
);

/** Whole seconds left until a wire deadline (0 once passed or unreadable). */
export function secondsUntil(expireTime: string, now: number): number {
  const end = epochOfDateTime(expireTime);
  return Number.isFinite(end) ? Math.max(0, Math.ceil((end - now) / 1000)) : 0;
}

/** Where a product of an order is shown. */
export function productHref(productType: number, productId: string): string {
  if (productType === ProductType.examPaper) return `/exam/view/${productId}`;
  if (productType === ProductType.vipSet) return '/vip';
  return `/view/${productId}`;
}
