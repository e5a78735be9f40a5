import { pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { DataTables, FeedbackTable } from './data.tables.ts';

/** Queries of feedback; every one is scoped by site. */
export function createDataRepo(database: Db) {
  const { db, on } = moduleTables<DataTables>(database);
  return {
    insertFeedback: (row: FeedbackTable) => db.insertInto('feedback').values(row).execute(),
    findFeedback: (siteId: number, id: number) =>
      db.selectFrom('feedback').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
    replyFeedback: (siteId: number, id: number, reply: string, now: number, tx: Tx) =>
      on(tx)
        .updateTable('feedback')
        .set({ reply, reply_status: 1, reply_time: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),
    async pageFeedback(
      siteId: number,
      filter: { userId?: number; replyStatus?: number },
      offset: number,
      limit: number,
    ) {
      let query = db.selectFrom('feedback').where('site_id', '=', siteId);
      if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
      if (filter.replyStatus !== undefined) query = query.where('reply_status', '=', filter.replyStatus);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
  };
}

export type DataRepo = ReturnType<typeof createDataRepo>;
