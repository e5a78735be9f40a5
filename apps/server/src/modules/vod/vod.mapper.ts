import type { PlayInfo, TranscodeJob, VideoInfo } from '@school/contracts';
import { hlsMasterPath, apiUrl } from '@school/contracts';
import type { JobTable } from '../../db/core.tables.ts';
import { formatDateTime } from '../../core/time.ts';
import type { PackagedRendition } from './hls.ts';
import type { VodVideoTable } from './vod.tables.ts';

/** Rows of the video module → wire objects. The AES key never leaves through here. */

export const renditionsOf = (row: Pick<VodVideoTable, 'renditions'>): PackagedRendition[] => {
  try {
    const parsed: unknown = JSON.parse(row.renditions);
    return Array.isArray(parsed) ? (parsed as PackagedRendition[]) : [];
  } catch {
    return [];
  }
};

export const toVideoInfo = (row: VodVideoTable): VideoInfo => ({
  id: String(row.id),
  videoName: row.video_name,
  fileSize: row.file_size,
  duration: row.duration_ms / 1000,
  width: row.width,
  height: row.height,
  coverUrl: row.cover_url,
  videoStatus: row.video_status,
  failReason: row.fail_reason,
  renditions: renditionsOf(row).map((rendition) => rendition.name),
  gmtCreate: formatDateTime(row.gmt_create),
});

export const toPlayInfo = (row: VodVideoTable, playToken: string, expiresAt: number): PlayInfo => ({
  videoId: String(row.id),
  videoName: row.video_name,
  playUrl: apiUrl(hlsMasterPath(playToken)),
  playToken,
  expireTime: formatDateTime(expiresAt),
  duration: row.duration_ms / 1000,
  width: row.width,
  height: row.height,
  coverUrl: row.cover_url,
});

export const toTranscodeJob = (job: JobTable, video: VodVideoTable | undefined, videoId: number): TranscodeJob => ({
  id: String(job.id),
  videoId: String(videoId),
  videoName: video?.video_name ?? '（视频已删除）',
  ownerUserId: String(video?.owner_user_id ?? 0),
  state: job.state,
  videoStatus: video?.video_status ?? 0,
  attempts: job.attempts,
  maxAttempts: job.max_attempts,
  lastError: job.last_error,
  runAfter: formatDateTime(job.run_after),
  gmtCreate: formatDateTime(job.gmt_create),
  gmtModified: formatDateTime(job.gmt_modified),
});
