import { addContracts } from './all-contracts.ts';
import { orderAdminContracts, orderContracts } from './order/order.ts';
import { walletAdminContracts, walletContracts } from './order/wallet.ts';
import { referralContracts } from './order/referral.ts';
import { saleAdminContracts, saleContracts } from './order/sale.ts';
import { shareAdminContracts } from './order/share.ts';
/** Orders, and the money around them: wallets, referrals, sales and the split of paid orders. */
export * from './order/order.ts';
export * from './order/wallet.ts';
export * from './order/referral.ts';
export * from './order/sale.ts';
export * from './order/share.ts';

/** This file's tables in `allContracts`. */
export const orderContractGroups = addContracts({
  order: orderContracts,
  orderAdmin: orderAdminContracts,
  wallet: walletContracts,
  walletAdmin: walletAdminContracts,
  referral: referralContracts,
  sale: saleContracts,
  saleAdmin: saleAdminContracts,
  shareAdmin: shareAdminContracts,
});
type OrderContractGroups = typeof orderContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends OrderContractGroups {}
}
