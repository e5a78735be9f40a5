import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { OrderShareTable, OrderTables } from './order.tables.ts';

export const ShareState = { waiting: 1, settled: 2, reversed: 3 } as const;

/** Shares of paid orders, lecturer proportions and the school's referral rate. */
export function createShareRepo(database: Db) {
  const { db, on } = moduleTables<OrderTables>(database);
  return {
    insert: (row: OrderShareTable, tx: Tx) => on(tx).insertInto('order_share').values(row).execute(),

    lecturerPercent: async (siteId: number, userId: number, tx?: Tx) =>
      (
        await on(tx)
          .selectFrom('lecturer_proportion')
          .select('proportion')
          .where('site_id', '=', siteId)
          .where('user_id', '=', userId)
          .where('status_id', '=', 1)
          .executeTakeFirst()
      )?.proportion,

    referralPercent: async (siteId: number, tx?: Tx) =>
      (
        await on(tx)
          .selectFrom('order_setting')
          .select('referral_rate')
          .where('site_id', '=', siteId)
          .executeTakeFirst()
      )?.referral_rate,

    /** Shares whose refund window has passed, oldest first. */
    due: (now: number, limit: number) =>
      db
        .selectFrom('order_share')
        .selectAll()
        .where('share_state', '=', ShareState.waiting)
        .where('settle_after', '<=', now)
        .orderBy('settle_after')
        .limit(limit)
        .execute(),

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

    findByOrder: (orderId: number, tx?: Tx) =>
      on(tx).selectFrom('order_share').selectAll().where('order_id', '=', orderId).executeTakeFirst(),

    async move(id: number, from: number, to: number, now: number, tx: Tx): Promise<boolean> {
      const result = await on(tx)
        .updateTable('order_share')
        .set({ share_state: to, gmt_modified: now })
        .where('id', '=', id)
        .where('share_state', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ShareRepo = ReturnType<typeof createShareRepo>;
