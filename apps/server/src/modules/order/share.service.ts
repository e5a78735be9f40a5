import {
  INCOME_RANGE_MAX_DAYS,
  REFERRAL_DAYS,
  type LecturerIncome,
  type LecturerIncomeBody,
  type PageQuery,
  type RefereePage,
} from '@school/contracts';
import { badRequest } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { fenToYuan } from '../../core/money.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, parseDateTime, type Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import { maskMobile, type UserService } from '../user/index.ts';
import type { OrderInfoTable } from './order.tables.ts';
import { DEFAULT_LECTURER_PERCENT, DEFAULT_REFERRAL_PERCENT, splitShares } from './pricing.ts';
import type { ShareSettingRepo } from './share-setting.repo.ts';
import { ShareState, type ShareRepo } from './share.repo.ts';
import type { OrderShareTable } from './order.tables.ts';
import { LedgerEntry, type WalletService } from './wallet.service.ts';

/** Shares settle once the refund window has passed. */
export const SETTLE_AFTER_MS = 7 * 86_400_000;

const DAY_MS = 86_400_000;
/** The start of a `yyyy-MM-dd` day in the site's zone, or undefined for a day that does not exist. */
const dayStart = (date: string) => parseDateTime(`${date} 00:00:00`);
const dateOf = (epochMs: number) => formatDateTime(epochMs).slice(0, 10);

export interface ShareServiceDeps {
  transact: Transact;
  shareRepo: ShareRepo;
  settings: Pick<ShareSettingRepo, 'lecturerPercent' | 'referralPercent'>;
  wallets: Pick<WalletService, 'post'>;
  log: { error(details: object, message: string): void };
  users: Pick<UserService, 'referrerOf' | 'summaries' | 'pageReferees'>;
  clock: Clock;
  newId: IdGenerator;
}

/** Splits each paid order between lecturer, referrer and platform (decision 0037). */
export function createShareService({
  transact,
  shareRepo,
  settings,
  wallets,
  users,
  log,
  clock,
  newId,
}: ShareServiceDeps) {
  /** Pays a share into the lecturer's and referrer's wallets, once; a wallet that does not verify keeps it waiting. */
  async function settle(share: OrderShareTable): Promise<boolean> {
    try {
      return await transact(async (tx) => {
        if (!(await shareRepo.move(share.site_id, share.id, ShareState.waiting, ShareState.settled, clock.now(), tx)))
          return false;
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

    /** The users I referred, newest first, with the commission each brought me and my total. */
    async referees(siteId: number, referrerId: number, body: PageQuery): Promise<RefereePage> {
      const window = pageWindow(body);
      const [{ rows, total }, all] = await Promise.all([
        users.pageReferees(siteId, referrerId, window.offset, window.pageSize),
        shareRepo.commissionByReferee(siteId, referrerId),
      ]);
      return {
        ...toPage(
          rows.map((row) => ({
            nickname: row.nickname,
            mobile: maskMobile(row.mobile),
            headImgUrl: row.head_img_url,
            gmtCreate: formatDateTime(row.gmt_create),
            commission: fenToYuan(all.get(row.id) ?? 0),
          })),
          total,
          window,
        ),
        totalCommission: fenToYuan([...all.values()].reduce((sum, amount) => sum + amount, 0)),
      };
    },

    /** My shares of sales in a range of days (default: the last 7), with daily sums for the chart. */
    async lecturerIncome(siteId: number, lecturerId: number, body: LecturerIncomeBody): Promise<LecturerIncome> {
      const today = dateOf(clock.now());
      const endDate = body.endDate ?? today;
      const end = dayStart(endDate);
      const beginDate = body.beginDate ?? (end === undefined ? today : dateOf(end - 6 * DAY_MS));
      const begin = dayStart(beginDate);
      if (begin === undefined || end === undefined) throw badRequest('日期不正确');
      if (begin > end) throw badRequest('开始日期不能晚于结束日期');
      const days = Math.round((end - begin) / DAY_MS) + 1;
      if (days > INCOME_RANGE_MAX_DAYS) throw badRequest(`一次最多查询 ${INCOME_RANGE_MAX_DAYS} 天`);
      const to = end + DAY_MS;
      const window = pageWindow(body);
      // The site's zone (SITE_TIME_ZONE) keeps one offset all year; days are counted in it.
      const offsetMs = Date.parse(`${beginDate}T00:00:00Z`) - begin;
      const [{ rows, total }, sums] = await Promise.all([
        shareRepo.pageLecturerIncome(siteId, lecturerId, begin, to, window.offset, window.pageSize),
        shareRepo.lecturerIncomeByDay(siteId, lecturerId, begin, to, offsetMs),
      ]);
      const buyers = await users.summaries(
        siteId,
        rows.map((row) => row.user_id),
      );
      const byDay = new Map(sums.map((sum) => [Number(sum.day), Number(sum.amount)]));
      const firstDay = Math.floor((begin + offsetMs) / DAY_MS);
      return {
        ...toPage(
          rows.map((row) => ({
            orderNo: row.order_no,
            productType: row.product_type,
            productName: row.product_name,
            buyerMobile: maskMobile(buyers.get(row.user_id)?.mobile ?? ''),
            paidPrice: fenToYuan(row.paid_price),
            lecturerAmount: fenToYuan(row.lecturer_amount),
            shareState: row.share_state,
            payTime: formatDateTime(row.pay_time ?? 0),
          })),
          total,
          window,
        ),
        totalAmount: fenToYuan([...byDay.values()].reduce((sum, amount) => sum + amount, 0)),
        chart:
          body.isChart === 1
            ? Array.from({ length: days }, (_, i) => ({
                date: dateOf(begin + i * DAY_MS),
                amount: fenToYuan(byDay.get(firstDay + i) ?? 0),
              }))
            : [],
      };
    },

    /** The settle job: the order's shares once its refund window has passed. */
    async settleOrder(siteId: number, orderId: number): Promise<void> {
      const share = await shareRepo.findByOrder(siteId, orderId);
      if (share && share.share_state === ShareState.waiting && share.settle_after <= clock.now()) await settle(share);
    },

    /** Before a user's wallet is shown: whatever of theirs is due and not yet settled. */
    async settleDueFor(siteId: number, userId: number): Promise<void> {
      for (const share of await shareRepo.dueFor(siteId, userId, clock.now())) await settle(share);
    },

    /**
     * In a refund's transaction: the order's shares are reversed while they still wait for the refund
     * window; false once they have settled into wallets (the settle job moves them only from waiting).
     */
    async reverse(siteId: number, orderId: number, tx: Tx): Promise<boolean> {
      const share = await shareRepo.findByOrder(siteId, orderId, tx);
      return !share || shareRepo.move(siteId, share.id, ShareState.waiting, ShareState.reversed, clock.now(), tx);
    },

    /** A refund the gateway refused: the shares wait again. */
    async restore(siteId: number, orderId: number, tx: Tx): Promise<void> {
      const share = await shareRepo.findByOrder(siteId, orderId, tx);
      if (share) await shareRepo.move(siteId, share.id, ShareState.reversed, ShareState.waiting, clock.now(), tx);
    },

    /** In the payment's transaction: the order's shares, waiting for the refund window. */
    async record(order: OrderInfoTable, tx: Tx): Promise<void> {
      if (order.paid_price <= 0) return;
      const payTime = order.pay_time ?? clock.now();
      const lecturerPercent =
        order.lecturer_user_id > 0
          ? ((await settings.lecturerPercent(order.site_id, order.lecturer_user_id, tx)) ?? DEFAULT_LECTURER_PERCENT)
          : null;
      const referrer = await users.referrerOf(order.site_id, order.user_id, tx);
      const referring = referrer !== null && payTime - referrer.boundAt <= REFERRAL_DAYS * 86_400_000;
      const referralPercent = referring
        ? ((await settings.referralPercent(order.site_id, tx)) ?? DEFAULT_REFERRAL_PERCENT)
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
