import {
  orderAdminContracts as orders,
  saleAdminContracts as sales,
  shareAdminContracts as shares,
  walletAdminContracts as wallets,
} from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The order module's console reads: orders, withdrawals, sales and the share settings. */
export const orderQueries = {
  orders: (api: Requester, input?: InputOf<typeof orders.adminListOrder>) =>
    readQuery(api, ['order', 'orders'], orders.adminListOrder, input),
  withdrawals: (api: Requester, input?: InputOf<typeof wallets.adminListWithdrawal>) =>
    readQuery(api, ['order', 'withdrawals'], wallets.adminListWithdrawal, input),
  sales: (api: Requester, input?: InputOf<typeof sales.adminListSale>) =>
    readQuery(api, ['order', 'sales'], sales.adminListSale, input),
  reconciliation: (api: Requester, input: InputOf<typeof orders.adminReconcile>) =>
    readQuery(api, ['order', 'reconciliation'], orders.adminReconcile, input),
  shareSetting: (api: Requester) => readQuery(api, ['order', 'share-setting'], shares.adminViewShareSetting),
  proportions: (api: Requester, input?: InputOf<typeof shares.adminListProportion>) =>
    readQuery(api, ['order', 'proportions'], shares.adminListProportion, input),
  /** The product a sale is being set for; a refusal is shown beside the form, not as a toast. */
  saleProduct: (api: Requester, input: InputOf<typeof sales.adminSaleProduct>) =>
    queryOptions({
      queryKey: ['admin', 'order', 'sale-product', input] as const,
      queryFn: () => api.storeRequest(sales.adminSaleProduct, input),
      retry: false,
      staleTime: 60_000,
    }),
};
