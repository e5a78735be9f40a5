import { walletAdminContracts as wallets } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The order module's console reads: withdrawals. */
export const orderQueries = {
  withdrawals: (api: Requester, input?: InputOf<typeof wallets.adminListWithdrawal>) =>
    readQuery(api, ['order', 'withdrawals'], wallets.adminListWithdrawal, input),
};
