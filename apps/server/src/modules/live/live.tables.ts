import type { BusinessRow } from '../../db/columns.ts';
import type { LiveChatTables } from './chat/live-chat.tables.ts';

/** The tables of live; only this module's repo queries them (decision 0014). */

/** A teacher's push endpoint; status_id 0 = disabled by the operator. The stream key is kept as its SHA-256 only. */
export interface LiveChannelTable extends BusinessRow {
  user_id: number;
  key_hash: string;
  /** The key's last characters, for the masked key. */
  key_tail: string;
  /** argon2id of the viewers' password; '' none. */
  passwd_hash: string;
}

/** One broadcast of a live lesson on a channel (the channel log). */
export interface LiveBroadcastTable extends BusinessRow {
  channel_id: number;
  user_id: number;
  period_id: number;
  course_id: number;
  period_name: string;
  course_name: string;
  /** BroadcastState: 1 open (no push yet), 2 pushing, 3 push stopped (grace), 4 ended */
  live_state: number;
  /** First accepted push and end, epoch ms (0 not yet). */
  begin_time: number;
  end_time: number;
  /** When the push stopped in state 3. */
  push_stopped_at: number;
  peak_viewers: number;
  total_viewers: number;
  keep_replay: number;
  /** ReplayState: 0 none, 1 processing, 2 ready, 3 failed, 4 discarded, 5 deleted */
  replay_state: number;
  /** The vod video of the replay (0 none). */
  video_id: number;
}

export interface LiveTables extends LiveChatTables {
  live_channel: LiveChannelTable;
  live_broadcast: LiveBroadcastTable;
}

// The tables join the school's Database here, where they are declared (db/schema.test.ts checks both).
declare module '../../db/schema.ts' {
  interface Database {
    live_channel: LiveChannelTable;
    live_broadcast: LiveBroadcastTable;
  }
}
