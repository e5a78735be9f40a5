/** Orders, and the money around them: wallets, referrals, sales and the split of paid orders. */
export * from './order/order.ts';
export * from './order/wallet.ts';
export * from './order/referral.ts';
export * from './order/sale.ts';
export * from './order/share.ts';
