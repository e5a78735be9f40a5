import { countRows } from '../../core/sql.ts';
import type { Db, DbOrTx, FeedbackTable } from '../../db/schema.ts';

export function createDataRepo(db: Db) {
  return {
    insertFeedback: (row: FeedbackTable) => db.insertInto('feedback').values(row).execute(),
    findFeedback: (siteId: number, id: number) =>
      db.selectFrom('feedback').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
    replyFeedback: (siteId: number, id: number, reply: string, now: number, tx: DbOrTx) =>
      tx
        .updateTable('feedback')
        .set({ reply, reply_status: 1, reply_time: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),
    async pageFeedback(
      siteId: number,
      filter: { id?: number; userId?: number; replyStatus?: number },
      offset: number,
      limit: number,
    ) {
      let query = db
        .selectFrom('feedback')
        .innerJoin('users', 'users.id', 'feedback.user_id')
        .where('feedback.site_id', '=', siteId);
      if (filter.id !== undefined) query = query.where('feedback.id', '=', filter.id);
      if (filter.userId !== undefined) query = query.where('feedback.user_id', '=', filter.userId);
      if (filter.replyStatus !== undefined) query = query.where('feedback.reply_status', '=', filter.replyStatus);
      const [rows, total] = await Promise.all([
        query
          .selectAll('feedback')
          .select(['users.nickname', 'users.mobile'])
          .orderBy('feedback.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        countRows(query),
      ]);
      return { rows, total };
    },
  };
}

export type DataRepo = ReturnType<typeof createDataRepo>;
