import type { BusinessRow, CreatedRow } from '../../../db/columns.ts';

/** The live chat's tables (decision 0070); only the chat's repo queries them (decision 0014). */

/** A message or a pinned notice of a lesson's room; a deleted message keeps its row with status 0. */
export interface LiveChatMessageTable extends BusinessRow {
  period_id: number;
  user_id: number;
  /** 1 a message, 2 the teacher's notice (the latest is the one pinned; an empty one takes it down). */
  kind: number;
  /** 1 when the lesson's teacher wrote it, so the replay marks it as the room did. */
  by_teacher: number;
  content: string;
}

/** A user the teacher muted in a lesson's room. */
export interface LiveChatMuteTable extends CreatedRow {
  period_id: number;
  user_id: number;
  muted_by: number;
}

export interface LiveChatTables {
  live_chat_message: LiveChatMessageTable;
  live_chat_mute: LiveChatMuteTable;
}

// The tables join the school's Database here, where they are declared (db/schema.test.ts checks both).
declare module '../../../db/schema.ts' {
  interface Database {
    live_chat_message: LiveChatMessageTable;
    live_chat_mute: LiveChatMuteTable;
  }
}
