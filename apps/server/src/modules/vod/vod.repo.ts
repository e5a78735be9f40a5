import type { Kysely, Transaction } from 'kysely';
import { type Keeping, keptReads } from '../../core/cache.ts';
import { containsText, pageRows } from '../../core/sql.ts';
import type { VodTables, VodUploadTable, VodVideoTable } from './vod.tables.ts';

/** Kysely queries on the video module's own tables, always scoped by site. */
type VodDb = Kysely<VodTables> | Transaction<VodTables>;

export const UploadState = { receiving: 1, assembling: 2, done: 3 } as const;

/** The version key of a video's row, moved by every write of it (decision 0095). */
const videoVersionKey = (siteId: number, videoId: number) => `video-version:${siteId}:${videoId}`;
/** A kept row is under 1 kB (its renditions, key and addresses). */
const KEPT_VIDEOS = 10_000;
const KEPT_MS = 300_000;

/**
 * With `keeping`, a video's row is also kept in the process for `findKeptVideo` (every play
 * authorisation, playlist and key asks it) under a version per video that every write of it here moves.
 */
export function createVodRepo(db: Kysely<VodTables>, keeping?: Keeping) {
  const videos = (siteId: number) =>
    db.selectFrom('vod_video').selectAll().where('site_id', '=', siteId).where('status_id', '=', 1);
  const findVideo = (siteId: number, id: number) => videos(siteId).where('id', '=', id).executeTakeFirst();
  const kept = keptReads<Readonly<VodVideoTable> | undefined>(keeping, { max: KEPT_VIDEOS, ttlMs: KEPT_MS });

  return {
    // A new id: nothing was kept under it (nothing found is not kept).
    insertVideo: (row: VodVideoTable, tx: VodDb = db) => tx.insertInto('vod_video').values(row).execute(),

    findVideo,

    /** The row as last read when it has not been written since: shared, never change it. */
    findKeptVideo: (siteId: number, id: number): Promise<Readonly<VodVideoTable> | undefined> =>
      kept.get(`${siteId}:${id}`, [videoVersionKey(siteId, id)], () => findVideo(siteId, id)),

    findVideos: (siteId: number, ids: number[]) =>
      ids.length === 0 ? Promise.resolve([]) : videos(siteId).where('id', 'in', ids).execute(),

    findOwnVideoByFile: (siteId: number, ownerUserId: number, md5: string, size: number) =>
      videos(siteId)
        .where('owner_user_id', '=', ownerUserId)
        .where('md5', '=', md5)
        .where('file_size', '=', size)
        .executeTakeFirst(),

    async pageOwnVideos(siteId: number, ownerUserId: number, name: string | undefined, offset: number, limit: number) {
      let base = videos(siteId).where('owner_user_id', '=', ownerUserId);
      if (name) base = base.where(containsText('video_name', name));
      return pageRows(base, { offset, pageSize: limit }, (filtered) => filtered.orderBy('id', 'desc'));
    },

    async updateVideo(
      siteId: number,
      id: number,
      changes: Partial<
        Pick<
          VodVideoTable,
          'video_status' | 'fail_reason' | 'renditions' | 'cover_url' | 'duration_ms' | 'job_id' | 'status_id'
        >
      >,
      now: number,
      tx: VodDb = db,
    ) {
      await tx
        .updateTable('vod_video')
        .set({ ...changes, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute();
      await kept.changed(videoVersionKey(siteId, id));
    },

    findUpload: (siteId: number, id: number) =>
      db.selectFrom('vod_upload').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),

    findUploadByFile: (siteId: number, userId: number, md5: string, size: number) =>
      db
        .selectFrom('vod_upload')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('md5', '=', md5)
        .where('total_size', '=', size)
        .executeTakeFirst(),

    insertUpload: (row: VodUploadTable) => db.insertInto('vod_upload').values(row).execute(),

    /** Takes the upload for assembling unless another request holds it; true when taken. */
    async claimAssembly(siteId: number, id: number, now: number, until: number): Promise<boolean> {
      const result = await db
        .updateTable('vod_upload')
        .set({ upload_state: UploadState.assembling, assembling_until: until, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('upload_state', '=', UploadState.receiving),
            eb.and([eb('upload_state', '=', UploadState.assembling), eb('assembling_until', '<', now)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Back to receiving chunks (assembly failed for a reason that a new try may not have). */
    reopenUpload: (siteId: number, id: number, now: number) =>
      db
        .updateTable('vod_upload')
        .set({ upload_state: UploadState.receiving, assembling_until: 0, video_id: 0, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),

    finishUpload: (siteId: number, id: number, videoId: number, now: number, tx: VodDb = db) =>
      tx
        .updateTable('vod_upload')
        .set({ upload_state: UploadState.done, assembling_until: 0, video_id: videoId, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),

    deleteUpload: (siteId: number, id: number) =>
      db.deleteFrom('vod_upload').where('site_id', '=', siteId).where('id', '=', id).execute(),

    /** Uploads of any school begun before the given time and not finished. */
    staleUploads: (before: number) =>
      db
        .selectFrom('vod_upload')
        .select(['id', 'site_id'])
        .where('upload_state', '!=', UploadState.done)
        .where('gmt_create', '<', before)
        .execute(),
  };
}

export type VodRepo = ReturnType<typeof createVodRepo>;
