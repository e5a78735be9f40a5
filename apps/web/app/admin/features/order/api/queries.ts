import {
  orderAdminContracts as orders,
  saleAdminContracts as sales,
  walletAdminContracts as wallets,
} from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The order module's console reads: orders, withdrawals and sales. */
export const orderQueries = {
  orders: (api: Requester, input?: InputOf<typeof orders.adminListOrder>) =>
    readQuery(api, ['order', 'orders'], orders.adminListOrder, input),
  withdrawals: (api: Requester, input?: InputOf<typeof wallets.adminListWithdrawal>) =>
    readQuery(api, ['order', 'withdrawals'], wallets.adminListWithdrawal, input),
  sales: (api: Requester, input?: InputOf<typeof sales.adminListSale>) =>
    readQuery(api, ['order', 'sales'], sales.adminListSale, input),
  /** The product a sale is being set for; a refusal is shown beside the form, not as a toast. */
  saleProduct: (api: Requester, input: InputOf<typeof sales.adminSaleProduct>) =>
    queryOptions({
      queryKey: ['admin', 'order', 'sale-product', input] as const,
      queryFn: () => api.storeRequest(sales.adminSaleProduct, input),
      retry: false,
      staleTime: 60_000,
    }),
};
