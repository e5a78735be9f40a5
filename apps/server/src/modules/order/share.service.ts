import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { UserService } from '../user/index.ts';
import type { OrderInfoTable } from './order.tables.ts';
import { DEFAULT_LECTURER_PERCENT, DEFAULT_REFERRAL_PERCENT, splitShares } from './pricing.ts';
import { ShareState, type ShareRepo } from './share.repo.ts';
import type { OrderShareTable } from './order.tables.ts';
import { LedgerEntry, type WalletService } from './wallet.service.ts';

/** Shares settle once the refund window has passed. */
export const SETTLE_AFTER_MS = 7 * 86_400_000;
/** A referrer earns on purchases made within this long of the binding. */
export const REFERRAL_DAYS = 365;

export interface ShareServiceDeps {
  transact: Transact;
  shareRepo: ShareRepo;
  wallets: Pick<WalletService, 'post'>;
  log: { error(details: object, message: string): void };
  users: Pick<UserService, 'referrerOf'>;
  clock: Clock;
  newId: IdGenerator;
}

/** Splits each paid order between lecturer, referrer and platform (decision 0037). */
export function createShareService({ transact, shareRepo, wallets, users, log, clock, newId }: ShareServiceDeps) {
  /** Pays a share into the lecturer's and referrer's wallets, once; a wallet that does not verify keeps it waiting. */
  async function settle(share: OrderShareTable): Promise<boolean> {
    try {
      return await transact(async (tx) => {
        if (!(await shareRepo.move(share.id, ShareState.waiting, ShareState.settled, clock.now(), tx))) return false;
        for (const [userId, amount] of [
          [share.lecturer_user_id, share.lecturer_amount],
          [share.referrer_user_id, share.referral_amount],
        ] as const) {
          if (userId > 0 && amount > 0) {
            await wallets.post(
              share.site_id,
              userId,
              { entryType: LedgerEntry.income, refId: share.id, totalIncome: amount, available: amount },
              tx,
            );
          }
        }
        return true;
      });
    } catch (err) {
      log.error({ err, shareId: share.id }, 'settling a share failed');
      return false;
    }
  }

  return {
    settle,

    /** The settle job: the order's shares once its refund window has passed. */
    async settleOrder(siteId: number, orderId: number): Promise<void> {
      const share = await shareRepo.findByOrder(orderId);
      if (
        share &&
        share.site_id === siteId &&
        share.share_state === ShareState.waiting &&
        share.settle_after <= clock.now()
      ) {
        await settle(share);
      }
    },

    /** Before a user's wallet is shown: whatever of theirs is due and not yet settled. */
    async settleDueFor(siteId: number, userId: number): Promise<void> {
      for (const share of await shareRepo.dueFor(siteId, userId, clock.now())) await settle(share);
    },

    /** In the payment's transaction: the order's shares, waiting for the refund window. */
    async record(order: OrderInfoTable, tx: Tx): Promise<void> {
      if (order.paid_price <= 0) return;
      const payTime = order.pay_time ?? clock.now();
      const lecturerPercent =
        order.lecturer_user_id > 0
          ? ((await shareRepo.lecturerPercent(order.site_id, order.lecturer_user_id, tx)) ?? DEFAULT_LECTURER_PERCENT)
          : null;
      const referrer = await users.referrerOf(order.site_id, order.user_id, tx);
      const referring = referrer !== null && payTime - referrer.boundAt <= REFERRAL_DAYS * 86_400_000;
      const referralPercent = referring
        ? ((await shareRepo.referralPercent(order.site_id, tx)) ?? DEFAULT_REFERRAL_PERCENT)
        : null;
      const shares = splitShares(order.paid_price, lecturerPercent, referralPercent);
      await shareRepo.insert(
        {
          id: newId(),
          site_id: order.site_id,
          gmt_create: clock.now(),
          gmt_modified: clock.now(),
          order_id: order.id,
          paid: order.paid_price,
          lecturer_user_id: lecturerPercent === null ? 0 : order.lecturer_user_id,
          lecturer_amount: shares.lecturer,
          referrer_user_id: referring ? referrer.userId : 0,
          referral_amount: shares.referral,
          platform_amount: shares.platform,
          settle_after: payTime + SETTLE_AFTER_MS,
          share_state: ShareState.waiting,
        },
        tx,
      );
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
