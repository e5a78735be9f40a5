import { pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { OrderTables } from './order.tables.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** The lecturer proportions and the referral rate the operator set; missing rows mean the defaults. */
export function createShareSettingRepo(database: Db) {
  const { db, on } = moduleTables<OrderTables>(database);
  const proportions = (siteId: number) =>
    db.selectFrom('lecturer_proportion').where('site_id', '=', siteId).where('status_id', '=', 1);
  return {
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

    async pageProportions(siteId: number, offset: number, limit: number) {
      return pageRows(proportions(siteId), { offset, pageSize: limit }, (filtered) =>
        filtered.selectAll().orderBy('gmt_modified', 'desc'),
      );
    },

    findProportion: (siteId: number, userId: number) =>
      proportions(siteId).selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /** One row per lecturer (unique site and user): insert, or change the existing one. */
    saveProportion: (row: { id: number; site_id: number; user_id: number; proportion: number; now: number }) =>
      db
        .insertInto('lecturer_proportion')
        .values({
          ...newBusinessRow(row.id, row.site_id, row.now),
          user_id: row.user_id,
          proportion: row.proportion,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['site_id', 'user_id'])
            .doUpdateSet({ proportion: row.proportion, status_id: 1, gmt_modified: row.now }),
        )
        .execute(),

    async deleteProportion(siteId: number, userId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('lecturer_proportion')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    saveReferralRate: (row: { id: number; site_id: number; referral_rate: number; now: number }) =>
      db
        .insertInto('order_setting')
        .values({
          id: row.id,
          site_id: row.site_id,
          gmt_create: row.now,
          gmt_modified: row.now,
          referral_rate: row.referral_rate,
        })
        .onConflict((conflict) =>
          conflict.column('site_id').doUpdateSet({ referral_rate: row.referral_rate, gmt_modified: row.now }),
        )
        .execute(),
  };
}

export type ShareSettingRepo = ReturnType<typeof createShareSettingRepo>;
