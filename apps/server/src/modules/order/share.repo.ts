import { sql } from 'kysely';
import { pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { OrderShareTable, OrderTables } from './order.tables.ts';

export const ShareState = { waiting: 1, settled: 2, reversed: 3 } as const;

/** Shares of paid orders. */
export function createShareRepo(database: Db) {
  const { db, on } = moduleTables<OrderTables>(database);
  /** A lecturer's shares of orders paid in [from, to). */
  const lecturerShares = (siteId: number, lecturerId: number, from: number, to: number) =>
    db
      .selectFrom('order_share')
      .innerJoin('order_info', 'order_info.id', 'order_share.order_id')
      .where('order_share.site_id', '=', siteId)
      .where('order_share.lecturer_user_id', '=', lecturerId)
      .where('order_share.lecturer_amount', '>', 0)
      .where('order_info.pay_time', '>=', from)
      .where('order_info.pay_time', '<', to);

  return {
    insert: (row: OrderShareTable, tx: Tx) => on(tx).insertInto('order_share').values(row).execute(),

    async pageLecturerIncome(
      siteId: number,
      lecturerId: number,
      from: number,
      to: number,
      offset: number,
      limit: number,
    ) {
      const query = lecturerShares(siteId, lecturerId, from, to);
      return pageRows(query, { offset, pageSize: limit }, (filtered) =>
        filtered
          .select([
            'order_info.order_no',
            'order_info.product_type',
            'order_info.product_name',
            'order_info.user_id',
            'order_info.paid_price',
            'order_info.pay_time',
            'order_share.lecturer_amount',
            'order_share.share_state',
          ])
          .orderBy('order_info.pay_time', 'desc')
          .orderBy('order_info.id', 'desc'),
      );
    },

    /** What each of `refereeIds` brought `referrerId` in commission (fen), reversed shares left out. */
    async commissionByReferee(siteId: number, referrerId: number, refereeIds?: number[]) {
      let query = db
        .selectFrom('order_share')
        .innerJoin('order_info', 'order_info.id', 'order_share.order_id')
        .where('order_share.site_id', '=', siteId)
        .where('order_share.referrer_user_id', '=', referrerId)
        .where('order_share.share_state', '<>', ShareState.reversed);
      if (refereeIds) {
        if (refereeIds.length === 0) return new Map<number, number>();
        query = query.where('order_info.user_id', 'in', refereeIds);
      }
      const rows = await query
        .select(['order_info.user_id', (eb) => eb.fn.sum<number>('order_share.referral_amount').as('amount')])
        .groupBy('order_info.user_id')
        .execute();
      return new Map(rows.map((row) => [row.user_id, Number(row.amount)]));
    },

    /** Sums per day (days numbered from the epoch in a zone `offsetMs` ahead of UTC), reversed shares left out. */
    lecturerIncomeByDay: (siteId: number, lecturerId: number, from: number, to: number, offsetMs: number) =>
      lecturerShares(siteId, lecturerId, from, to)
        .where('order_share.share_state', '<>', ShareState.reversed)
        .select([
          sql<number>`(order_info.pay_time + ${sql.lit(Math.round(offsetMs))}) / 86400000`.as('day'),
          (eb) => eb.fn.sum<number>('order_share.lecturer_amount').as('amount'),
        ])
        .groupBy('day')
        .execute(),

    /** Orders paid in [from, to) and how their money was split (reversed shares apart). */
    async splitOfOrdersPaidBetween(siteId: number, from: number, to: number) {
      const paid = await db
        .selectFrom('order_info')
        .select((eb) => [eb.fn.countAll<number>().as('orders'), eb.fn.sum<number>('paid_price').as('paid')])
        .where('site_id', '=', siteId)
        .where('pay_time', '>=', from)
        .where('pay_time', '<', to)
        .executeTakeFirst();
      const split = await db
        .selectFrom('order_share')
        .innerJoin('order_info', 'order_info.id', 'order_share.order_id')
        .select((eb) => [
          eb.fn
            .sum<number>(
              eb
                .case()
                .when('order_share.share_state', '!=', ShareState.reversed)
                .then(eb.ref('order_share.lecturer_amount'))
                .else(0)
                .end(),
            )
            .as('lecturer'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when('order_share.share_state', '!=', ShareState.reversed)
                .then(eb.ref('order_share.referral_amount'))
                .else(0)
                .end(),
            )
            .as('referral'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when('order_share.share_state', '!=', ShareState.reversed)
                .then(eb.ref('order_share.platform_amount'))
                .else(0)
                .end(),
            )
            .as('platform'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when('order_share.share_state', '=', ShareState.reversed)
                .then(eb.ref('order_share.paid'))
                .else(0)
                .end(),
            )
            .as('reversed'),
        ])
        .where('order_share.site_id', '=', siteId)
        .where('order_info.pay_time', '>=', from)
        .where('order_info.pay_time', '<', to)
        .executeTakeFirst();
      const n = (value: number | string | null | undefined) => Number(value ?? 0);
      return {
        orders: n(paid?.orders),
        paid: n(paid?.paid),
        lecturer: n(split?.lecturer),
        referral: n(split?.referral),
        platform: n(split?.platform),
        reversed: n(split?.reversed),
      };
    },

    /** A user's shares (as lecturer or referrer) whose refund window has passed. */
    dueFor: (siteId: number, userId: number, now: number) =>
      db
        .selectFrom('order_share')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('share_state', '=', ShareState.waiting)
        .where('settle_after', '<=', now)
        .where((eb) => eb.or([eb('lecturer_user_id', '=', userId), eb('referrer_user_id', '=', userId)]))
        .execute(),

    findByOrder: (siteId: number, orderId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('order_share')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('order_id', '=', orderId)
        .executeTakeFirst(),

    async move(siteId: number, id: number, from: number, to: number, now: number, tx: Tx): Promise<boolean> {
      const result = await on(tx)
        .updateTable('order_share')
        .set({ share_state: to, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('share_state', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ShareRepo = ReturnType<typeof createShareRepo>;
