import { countRows, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { MsgSendLogTable, UserMessageTable, UserTables } from './user.tables.ts';

export function createMessageRepo(database: Db) {
  const { db, on } = moduleTables<UserTables>(database);
  const mine = (siteId: number, userId: number) =>
    db.selectFrom('user_message').where('site_id', '=', siteId).where('user_id', '=', userId);

  return {
    insertMany: async (rows: UserMessageTable[], tx?: Tx) => {
      // Batches keep each statement under the engines' parameter limits.
      for (let start = 0; start < rows.length; start += 500) {
        await on(tx)
          .insertInto('user_message')
          .values(rows.slice(start, start + 500))
          .execute();
      }
    },
    async page(siteId: number, userId: number, isRead: number | undefined, offset: number, limit: number) {
      let query = mine(siteId, userId);
      if (isRead !== undefined) query = query.where('is_read', '=', isRead);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
    findMine: (siteId: number, userId: number, id: number) =>
      mine(siteId, userId).selectAll().where('id', '=', id).executeTakeFirst(),
    async countUnread(siteId: number, userId: number) {
      return countRows(mine(siteId, userId).where('is_read', '=', 0));
    },
    markRead: (siteId: number, userId: number, ids: number[] | 'all') => {
      let query = db
        .updateTable('user_message')
        .set({ is_read: 1 })
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('is_read', '=', 0);
      if (ids !== 'all') query = query.where('id', 'in', ids);
      return query.execute();
    },
    async countMine(siteId: number, userId: number, ids: number[]) {
      return countRows(mine(siteId, userId).where('id', 'in', ids));
    },
    deleteMine: (siteId: number, userId: number, ids: number[], tx: Tx) =>
      on(tx)
        .deleteFrom('user_message')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute(),

    insertSendLog: (row: MsgSendLogTable, tx: Tx) => on(tx).insertInto('msg_send_log').values(row).execute(),
    async pageSendLog(siteId: number, offset: number, limit: number) {
      const query = db.selectFrom('msg_send_log').where('site_id', '=', siteId);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
  };
}

export type MessageRepo = ReturnType<typeof createMessageRepo>;
