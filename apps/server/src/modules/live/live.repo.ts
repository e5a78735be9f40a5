import type { PageWindow } from '../../core/paging.ts';
import { countRows } from '../../core/sql.ts';
import { type Db, tablesOf } from '../../db/schema.ts';
import type { LiveBroadcastTable, LiveChannelTable, LiveTables } from './live.tables.ts';

export const BroadcastState = { open: 1, pushing: 2, stopped: 3, ended: 4 } as const;
export const ReplayState = { none: 0, processing: 1, ready: 2, failed: 3, discarded: 4, deleted: 5 } as const;

/** Kysely queries of this module's own tables, scoped by site except the ingest's look-up by key hash. */
export function createLiveRepo(database: Db) {
  const db = tablesOf<LiveTables>(database);
  const broadcasts = (siteId: number) => db.selectFrom('live_broadcast').where('site_id', '=', siteId);

  return {
    channelOfUser: (siteId: number, userId: number) =>
      db
        .selectFrom('live_channel')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    findChannel: (siteId: number, id: number) =>
      db.selectFrom('live_channel').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
    /** The ingest knows only the key: a push names no school (keys are random, so the hash is unique). */
    channelByKeyHash: (keyHash: string) =>
      db.selectFrom('live_channel').selectAll().where('key_hash', '=', keyHash).executeTakeFirst(),
    insertChannel: (row: LiveChannelTable) => db.insertInto('live_channel').values(row).execute(),
    updateChannel: (siteId: number, id: number, changes: Partial<LiveChannelTable>) =>
      db.updateTable('live_channel').set(changes).where('site_id', '=', siteId).where('id', '=', id).execute(),
    async pageChannels(siteId: number, window: PageWindow) {
      const query = db.selectFrom('live_channel').where('site_id', '=', siteId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },

    findBroadcast: (siteId: number, id: number) =>
      broadcasts(siteId).selectAll().where('id', '=', id).executeTakeFirst(),
    /** The ingest's own broadcast, known by id only. */
    findBroadcastAnySite: (id: number) =>
      db.selectFrom('live_broadcast').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The channel's broadcast not yet ended, if any. */
    unendedOfChannel: (siteId: number, channelId: number) =>
      broadcasts(siteId)
        .selectAll()
        .where('channel_id', '=', channelId)
        .where('live_state', '<', BroadcastState.ended)
        .orderBy('id', 'desc')
        .executeTakeFirst(),
    /** The lesson's latest broadcast. */
    latestOfPeriod: (siteId: number, periodId: number) =>
      broadcasts(siteId).selectAll().where('period_id', '=', periodId).orderBy('id', 'desc').executeTakeFirst(),
    latestOfPeriods: (siteId: number, periodIds: number[]) =>
      periodIds.length === 0
        ? Promise.resolve([] as LiveBroadcastTable[])
        : broadcasts(siteId).selectAll().where('period_id', 'in', periodIds).orderBy('id').execute(),
    async pageOfChannel(siteId: number, channelId: number, window: PageWindow) {
      const query = broadcasts(siteId).where('channel_id', '=', channelId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },
    /** Unended broadcasts (`live`), or ended ones that had a push and so a recording, newest first. */
    async pageBroadcasts(siteId: number, live: boolean, window: PageWindow) {
      const query = live
        ? broadcasts(siteId).where('live_state', '<', BroadcastState.ended)
        : broadcasts(siteId).where('live_state', '=', BroadcastState.ended).where('begin_time', '>', 0);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },
    insertBroadcast: (row: LiveBroadcastTable) => db.insertInto('live_broadcast').values(row).execute(),
    /** Changes a broadcast only while it is in one of `states`; true when it did (settles races between instances). */
    async updateBroadcast(siteId: number, id: number, changes: Partial<LiveBroadcastTable>, states?: number[]) {
      let query = db.updateTable('live_broadcast').set(changes).where('site_id', '=', siteId).where('id', '=', id);
      if (states) query = query.where('live_state', 'in', states);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Raises a broadcast's peak and total viewers to these when they are higher (instances write what they see). */
    async raiseViewerFigures(siteId: number, id: number, peak: number, total: number) {
      const of = db.updateTable('live_broadcast').where('site_id', '=', siteId).where('id', '=', id);
      await of.set({ peak_viewers: peak }).where('peak_viewers', '<', peak).execute();
      await of.set({ total_viewers: total }).where('total_viewers', '<', total).execute();
    },
    /** Every school's broadcasts whose push stopped before `before` (the grace sweep). */
    stoppedBefore: (before: number) =>
      db
        .selectFrom('live_broadcast')
        .selectAll()
        .where('live_state', '=', BroadcastState.stopped)
        .where('push_stopped_at', '<', before)
        .execute(),
    /** Ended broadcasts of every school whose replay is in `state` and ended before `before`. */
    endedWithReplay: (state: number, before: number) =>
      db
        .selectFrom('live_broadcast')
        .selectAll()
        .where('live_state', '=', BroadcastState.ended)
        .where('replay_state', '=', state)
        .where('end_time', '<', before)
        .execute(),
  };
}

export type LiveRepo = ReturnType<typeof createLiveRepo>;
