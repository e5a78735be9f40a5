import type { PageWindow } from '../../../core/paging.ts';
import { countRows } from '../../../core/sql.ts';
import { type Db, moduleTables } from '../../../db/schema.ts';
import type { LiveChatMessageTable, LiveChatMuteTable, LiveChatTables } from './live-chat.tables.ts';

/** Kept chat messages, notices and mutes of a lesson's room; every query names the site. */
export const ChatKind = { message: 1, notice: 2 } as const;
const SHOWN = 1;
const DELETED = 0;

export function createChatRepo(database: Db) {
  const { db } = moduleTables<LiveChatTables>(database);
  const ofRoom = (siteId: number, periodId: number, kind: number) =>
    db
      .selectFrom('live_chat_message')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('period_id', '=', periodId)
      .where('kind', '=', kind)
      .where('status_id', '=', SHOWN);

  return {
    async insert(row: LiveChatMessageTable): Promise<void> {
      await db.insertInto('live_chat_message').values(row).execute();
    },

    /** The latest shown messages, oldest first. */
    async recent(siteId: number, periodId: number, limit: number): Promise<LiveChatMessageTable[]> {
      const rows = await ofRoom(siteId, periodId, ChatKind.message).orderBy('id', 'desc').limit(limit).execute();
      return rows.reverse();
    },

    /** Shown messages after one (or from the start), oldest first. */
    async after(siteId: number, periodId: number, afterId: number, limit: number): Promise<LiveChatMessageTable[]> {
      return ofRoom(siteId, periodId, ChatKind.message).where('id', '>', afterId).orderBy('id').limit(limit).execute();
    },

    /** The pinned notice's text ('' when none or taken down). */
    async notice(siteId: number, periodId: number): Promise<string> {
      const row = await ofRoom(siteId, periodId, ChatKind.notice)
        .select('content')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.content ?? '';
    },

    /** Hides a shown message; false when the room has no such message. */
    async hide(siteId: number, periodId: number, id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('live_chat_message')
        .set({ status_id: DELETED, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('period_id', '=', periodId)
        .where('kind', '=', ChatKind.message)
        .where('id', '=', id)
        .where('status_id', '=', SHOWN)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async isMuted(siteId: number, periodId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('live_chat_mute')
        .select('id')
        .where('site_id', '=', siteId)
        .where('period_id', '=', periodId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async mute(row: LiveChatMuteTable): Promise<void> {
      await db
        .insertInto('live_chat_mute')
        .values(row)
        .onConflict((oc) => oc.columns(['site_id', 'period_id', 'user_id']).doNothing())
        .execute();
    },

    /** A school's mutes, newest first. */
    async pageMutes(siteId: number, window: PageWindow) {
      const query = db.selectFrom('live_chat_mute').where('site_id', '=', siteId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },

    /** Lifts a mute; false when there was none. */
    async unmute(siteId: number, periodId: number, userId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('live_chat_mute')
        .where('site_id', '=', siteId)
        .where('period_id', '=', periodId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;
