import { type Db, moduleTables, type Tx, transactOn } from '../../db/schema.ts';
import type { CounselTable, MarketingTables } from './marketing.tables.ts';

/** Queries of enrolment enquiries; every one is scoped by site. */

export interface CounselFilter {
  followStatus?: number;
  /** A prefix of the mobile number (digits only). */
  mobile?: string;
}

const countOf = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);

export function createMarketingRepo(database: Db) {
  const { db, on } = moduleTables<MarketingTables>(database);
  return {
    counsel: {
      insert: (row: CounselTable, tx?: Tx) => on(tx).insertInto('counsel').values(row).execute(),
      countSince: async (siteId: number, by: { mobile: string } | { ip: string }, since: number, tx?: Tx) => {
        let query = on(tx)
          .selectFrom('counsel')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('site_id', '=', siteId)
          .where('gmt_create', '>=', since);
        query = 'mobile' in by ? query.where('mobile', '=', by.mobile) : query.where('ip', '=', by.ip);
        return countOf(await query.executeTakeFirst());
      },
      async page(siteId: number, filter: CounselFilter, limit: number, offset: number) {
        let query = db.selectFrom('counsel').where('site_id', '=', siteId);
        if (filter.followStatus !== undefined) query = query.where('follow_status', '=', filter.followStatus);
        if (filter.mobile) query = query.where('mobile', 'like', `${filter.mobile}%`);
        const total = countOf(await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst());
        if (total === 0 || offset >= total) return { rows: [], total };
        const rows = await query
          .selectAll()
          .orderBy('gmt_create', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute();
        return { rows, total };
      },
      findById: (siteId: number, id: number) =>
        db.selectFrom('counsel').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
      follow: (siteId: number, id: number, remark: string, operatorId: number, now: number, tx?: Tx) =>
        on(tx)
          .updateTable('counsel')
          .set({
            follow_status: 1,
            follow_remark: remark,
            follow_operator_id: operatorId,
            gmt_follow: now,
            gmt_modified: now,
          })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
    },
    transaction: transactOn(database),
  };
}

export type MarketingRepo = ReturnType<typeof createMarketingRepo>;
