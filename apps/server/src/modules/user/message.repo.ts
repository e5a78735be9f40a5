import { type Keeping, keptReads } from '../../core/cache.ts';
import { countRows, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { MsgSendLogTable, UserMessageTable, UserTables } from './user.tables.ts';

/** The version keys of a reader's unread count: theirs, and their school's for messages to many (decision 0093). */
const readerKey = (siteId: number, userId: number) => `messages-version:${siteId}:${userId}`;
const siteKey = (siteId: number) => `messages-version:${siteId}`;
/** Past this many readers, a message moves the school's version rather than each reader's. */
const MANY_READERS = 20;
const KEPT_READERS = 10_000;
const KEPT_MS = 300_000;

/**
 * Messages and the school's sends. With `versions`, a reader's unread count (every signed-in page asks
 * it) is kept in the process under versions that every write of their messages here moves.
 */
export function createMessageRepo(database: Db, keeping?: Keeping) {
  const { db, on } = moduleTables<UserTables>(database);
  const mine = (siteId: number, userId: number) =>
    db.selectFrom('user_message').where('site_id', '=', siteId).where('user_id', '=', userId);
  const kept = keptReads<number>(keeping, { max: KEPT_READERS, ttlMs: KEPT_MS });
  const countUnread = (siteId: number, userId: number) => countRows(mine(siteId, userId).where('is_read', '=', 0));
  const changed = (siteId: number, userIds: number[]) => {
    const readers = [...new Set(userIds)];
    return readers.length > MANY_READERS
      ? kept.changed(siteKey(siteId))
      : kept.changed(...readers.map((userId) => readerKey(siteId, userId)));
  };

  return {
    insertMany: async (rows: UserMessageTable[], tx?: Tx) => {
      // Batches keep each statement under the engines' parameter limits.
      for (let start = 0; start < rows.length; start += 500) {
        await on(tx)
          .insertInto('user_message')
          .values(rows.slice(start, start + 500))
          .execute();
      }
      for (const siteId of new Set(rows.map((row) => row.site_id)))
        await changed(
          siteId,
          rows.filter((row) => row.site_id === siteId).map((row) => row.user_id),
        );
    },
    async page(siteId: number, userId: number, isRead: number | undefined, offset: number, limit: number) {
      let query = mine(siteId, userId);
      if (isRead !== undefined) query = query.where('is_read', '=', isRead);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
    findMine: (siteId: number, userId: number, id: number) =>
      mine(siteId, userId).selectAll().where('id', '=', id).executeTakeFirst(),
    /** Kept while none of the reader's messages has been written since. */
    countUnread: (siteId: number, userId: number): Promise<number> =>
      kept.get(`${siteId}:${userId}`, [readerKey(siteId, userId), siteKey(siteId)], () => countUnread(siteId, userId)),
    async markRead(siteId: number, userId: number, ids: number[] | 'all') {
      let query = db
        .updateTable('user_message')
        .set({ is_read: 1 })
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('is_read', '=', 0);
      if (ids !== 'all') query = query.where('id', 'in', ids);
      await query.execute();
      await changed(siteId, [userId]);
    },
    async countMine(siteId: number, userId: number, ids: number[]) {
      return countRows(mine(siteId, userId).where('id', 'in', ids));
    },
    async deleteMine(siteId: number, userId: number, ids: number[], tx: Tx) {
      await on(tx)
        .deleteFrom('user_message')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
      await changed(siteId, [userId]);
    },

    insertSendLog: (row: MsgSendLogTable, tx: Tx) => on(tx).insertInto('msg_send_log').values(row).execute(),
    async pageSendLog(siteId: number, offset: number, limit: number) {
      const query = db.selectFrom('msg_send_log').where('site_id', '=', siteId);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
  };
}

export type MessageRepo = ReturnType<typeof createMessageRepo>;
