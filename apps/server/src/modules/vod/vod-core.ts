import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { VideoStatus } from '@school/contracts';
import { extensionFor, MediaToolError, probeFile, type MediaInfo } from './media-tools.ts';
import type { VodServiceDeps } from './vod.service.ts';
import type { VodVideoTable } from './vod.tables.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** What the upload, transcoding, playback and video parts of the video service share. */

export const TRANSCODE_JOB = 'vod.transcode';
export const NOT_A_VIDEO = '文件不是可播放的视频，请上传 mp4、mov、flv 等视频文件';

export const mimeOf = (file: string) =>
  file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : file.endsWith('.ts') ? 'video/mp2t' : 'image/jpeg';

export function createVodCore(deps: VodServiceDeps) {
  const { db, vodRepo: repo, jobs, media, staging, tools, clock, newId } = deps;
  const workRoot = path.join(deps.dataDir, 'vod-work');

  const videoPrefix = (siteId: number, videoId: number) => `vod/${siteId}/${videoId}/`;
  const scratchFolder = (name: string) => path.join(workRoot, `${name}-${randomBytes(4).toString('hex')}`);

  /** Probes a file from its own scratch folder (decision 0047); undefined when it is not media ffprobe reads. */
  async function probeUpload(file: string): Promise<MediaInfo | undefined> {
    try {
      return await probeFile(tools, file, scratchFolder('probe'));
    } catch (error) {
      if (error instanceof MediaToolError) return undefined;
      throw error;
    }
  }

  async function discardUpload(siteId: number, uploadId: number): Promise<void> {
    await staging.discard(siteId, uploadId);
    await repo.deleteUpload(siteId, uploadId);
  }

  /**
   * Stores a checked source, records the video and queues its transcoding in one transaction; the upload
   * (when there is one) is marked done in the same transaction.
   */
  async function record(
    siteId: number,
    ownerUserId: number,
    source: { file: string; move: boolean; name: string; size: number; md5: string; info: MediaInfo },
    uploadId?: number,
  ): Promise<VodVideoTable> {
    const now = clock.now();
    const id = newId();
    const sourceKey = `${videoPrefix(siteId, id)}source${extensionFor(source.info, source.name)}`;
    await media.putFile(sourceKey, source.file, 'application/octet-stream', { move: source.move });
    const row: VodVideoTable = {
      ...newBusinessRow(id, siteId, now),
      owner_user_id: ownerUserId,
      video_name: source.name,
      file_size: source.size,
      md5: source.md5,
      duration_ms: source.info.durationMs,
      width: source.info.video?.width ?? 0,
      height: source.info.video?.height ?? 0,
      source_key: sourceKey,
      video_status: VideoStatus.waiting,
      fail_reason: '',
      renditions: '[]',
      cover_url: '',
      aes_key: randomBytes(16).toString('hex'),
      job_id: 0,
    };
    try {
      await db.transaction().execute(async (tx) => {
        row.job_id = await jobs.enqueue(TRANSCODE_JOB, siteId, { videoId: id }, { tx });
        await repo.insertVideo(row, tx);
        if (uploadId) await repo.finishUpload(siteId, uploadId, id, now, tx);
      });
    } catch (error) {
      await media.removePrefix(videoPrefix(siteId, id)).catch(() => {});
      throw error;
    }
    jobs.kick();
    return row;
  }

  return { workRoot, videoPrefix, scratchFolder, probeUpload, discardUpload, record };
}

export type VodCore = ReturnType<typeof createVodCore>;
