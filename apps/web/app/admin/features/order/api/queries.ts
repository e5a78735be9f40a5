import { orderAdminContracts as orders, walletAdminContracts as wallets } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The order module's console reads: orders and withdrawals. */
export const orderQueries = {
  orders: (api: Requester, input?: InputOf<typeof orders.adminListOrder>) =>
    readQuery(api, ['order', 'orders'], orders.adminListOrder, input),
  withdrawals: (api: Requester, input?: InputOf<typeof wallets.adminListWithdrawal>) =>
    readQuery(api, ['order', 'withdrawals'], wallets.adminListWithdrawal, input),
};
