import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { Tx } from '../../db/schema.ts';
import type { UserService } from '../user/index.ts';
import type { OrderInfoTable } from './order.tables.ts';
import { DEFAULT_LECTURER_PERCENT, DEFAULT_REFERRAL_PERCENT, splitShares } from './pricing.ts';
import { ShareState, type ShareRepo } from './share.repo.ts';

/** Shares settle once the refund window has passed. */
export const SETTLE_AFTER_MS = 7 * 86_400_000;
/** A referrer earns on purchases made within this long of the binding. */
export const REFERRAL_DAYS = 365;

export interface ShareServiceDeps {
  shareRepo: ShareRepo;
  users: Pick<UserService, 'referrerOf'>;
  clock: Clock;
  newId: IdGenerator;
}

/** Splits each paid order between lecturer, referrer and platform (decision 0037). */
export function createShareService({ shareRepo, users, clock, newId }: ShareServiceDeps) {
  return {
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
