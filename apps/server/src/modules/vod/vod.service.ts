import type { Kysely } from 'kysely';
import type { VideoInfo } from '@school/contracts';
import type { IdGenerator } from '../../core/ids.ts';
import type { JobLogger, JobQueue } from '../../core/jobs.ts';
import type { SessionStore } from '../../core/sessions.ts';
import type { FileStorage } from '../../core/storage.ts';
import type { Clock } from '../../core/time.ts';
import type { JobTables } from '../../db/core.tables.ts';
import { keepSegments } from './kept-segments.ts';
import type { MediaTools } from './media-tools.ts';
import type { PlayGrant, PlayTokens } from './play-token.ts';
import type { UploadStaging } from './upload-staging.ts';
import { createVodCore } from './vod-core.ts';
import { createPlaybackService } from './vod-playback.service.ts';
import { createTranscodeService } from './vod-transcode.service.ts';
import { createVodUploadService } from './vod-upload.service.ts';
import { createVideoService } from './vod-videos.service.ts';
import type { VodRepo } from './vod.repo.ts';
import type { VodTables } from './vod.tables.ts';

/**
 * The video pipeline (decision 0017): resumable chunked uploads, checks of the whole file, a transcoding
 * job per video (HLS ladder, AES-128, cover frame), play tokens, and the pieces other modules use —
 * `issuePlayToken` after the course's entitlement check, lookups, `onVideoReady`, `ingestFile`.
 */

export { TRANSCODE_JOB } from './vod-core.ts';

export type Viewer = PlayGrant['viewer'];

/** Whether the viewer may still watch the video on this basis (the lesson has it, the course is still theirs). */
export type BasisCheck = (siteId: number, userId: number, basisId: number, videoId: number) => Promise<boolean>;

/** A video as other modules see it: the wire view plus its owner. */
export type VideoRecord = VideoInfo & { ownerUserId: number };

export interface VideoReadyEvent {
  siteId: number;
  videoId: number;
  ownerUserId: number;
}

export interface VodServiceDeps {
  /** For transactions that span the video's rows and its job. */
  db: Kysely<VodTables & JobTables>;
  vodRepo: VodRepo;
  jobs: Pick<JobQueue, 'define' | 'enqueue' | 'kick' | 'find' | 'list' | 'retry'>;
  sessions: Pick<SessionStore, 'resolve'>;
  /** Private store for sources and segments. */
  media: FileStorage;
  /** Public store for cover frames. */
  files: FileStorage;
  staging: UploadStaging;
  tools: MediaTools;
  tokens: PlayTokens;
  clock: Clock;
  newId: IdGenerator;
  log: JobLogger;
  dataDir: string;
  /** Where generated demo lessons are kept (DEMO_CACHE_DIR, default DATA_DIR). */
  demoCacheDir: string;
  transcode: { concurrency: number; attempts: number; retryMs: number };
}

/** Recorded segments kept in memory: a 2-second 720p segment is about 0.5 MB. */
const SEGMENTS_KEPT = { maxBytes: 32 * 1024 * 1024, maxFileBytes: 2 * 1024 * 1024 };

/** One service over its parts: uploads, transcoding, playback, and the videos themselves. */
export function createVodService(given: VodServiceDeps) {
  const segments = keepSegments(given.media, SEGMENTS_KEPT);
  const deps = { ...given, media: segments.media };
  const core = createVodCore(deps);
  return {
    ...createVodUploadService(deps, core),
    ...createVideoService(deps, core),
    ...createPlaybackService(deps, core, segments),
    ...createTranscodeService(deps, core),
  };
}

export type VodService = ReturnType<typeof createVodService>;
