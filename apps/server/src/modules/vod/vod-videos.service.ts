import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isVideo } from './media-tools.ts';
import type { Page, VideoInfo, VideoListBody } from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { cleanFileName } from '../upload/index.ts';
import { generateDemoLesson, type DemoLesson } from './demo-media.ts';
import { NOT_A_VIDEO, type VodCore } from './vod-core.ts';
import { toVideoInfo } from './vod.mapper.ts';
import type { VideoRecord, VodServiceDeps } from './vod.service.ts';
import type { VodVideoTable } from './vod.tables.ts';

/** Videos as their owners and other modules see them, taking local files in, removing, sweeping leftovers. */

const DAY_MS = 24 * 60 * 60_000;
const STALE_UPLOAD_MS = 7 * DAY_MS;

const toRecord = (row: VodVideoTable): VideoRecord => ({ ...toVideoInfo(row), ownerUserId: row.owner_user_id });

async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export function createVideoService(deps: VodServiceDeps, core: VodCore) {
  const { vodRepo: repo, media, files, staging, tools, clock } = deps;
  const { workRoot, videoPrefix, probeUpload, discardUpload, record } = core;

  const ownVideo = async (siteId: number, userId: number, id: number) => {
    const video = await repo.findVideo(siteId, id);
    if (!video || video.owner_user_id !== userId) throw notFound('视频不存在或已被删除');
    return video;
  };

  return {
    async viewOwn(siteId: number, userId: number, id: number): Promise<VideoInfo> {
      return toVideoInfo(await ownVideo(siteId, userId, id));
    },

    async listOwn(siteId: number, userId: number, query: VideoListBody): Promise<Page<VideoInfo>> {
      const window = pageWindow(query);
      const { rows, total } = await repo.pageOwnVideos(
        siteId,
        userId,
        query.videoName?.trim() || undefined,
        window.offset,
        window.pageSize,
      );
      return toPage(rows.map(toVideoInfo), total, window);
    },

    async findVideo(siteId: number, videoId: number): Promise<VideoRecord | undefined> {
      const row = await repo.findVideo(siteId, videoId);
      return row && toRecord(row);
    },

    async findVideos(siteId: number, videoIds: number[]): Promise<VideoRecord[]> {
      return (await repo.findVideos(siteId, videoIds)).map(toRecord);
    },

    /** Takes a video file from this machine through the same checks and pipeline as an upload. */
    async ingestFile(siteId: number, ownerUserId: number, file: string, fileName = path.basename(file)) {
      const { size } = await fs.stat(file);
      const md5 = await md5Of(file);
      const existing = await repo.findOwnVideoByFile(siteId, ownerUserId, md5, size);
      if (existing) return toRecord(existing);
      const info = await probeUpload(file);
      if (!info || !isVideo(info)) throw badRequest(NOT_A_VIDEO);
      return toRecord(
        await record(siteId, ownerUserId, { file, move: false, name: cleanFileName(fileName), size, md5, info }),
      );
    },

    /** A generated demo lesson (cached under DEMO_CACHE_DIR/demo-media), ingested like an upload. */
    async ingestDemoLesson(siteId: number, ownerUserId: number, lesson: DemoLesson) {
      const file = await generateDemoLesson(tools, deps.demoCacheDir, lesson);
      return this.ingestFile(siteId, ownerUserId, file, `${lesson.title}.mp4`);
    },

    /** Deletes a video and its media; its play tokens stop working. */
    async removeVideo(siteId: number, videoId: number): Promise<void> {
      await repo.updateVideo(siteId, videoId, { status_id: 0 }, clock.now());
      await media.removePrefix(videoPrefix(siteId, videoId));
      await files.removePrefix(videoPrefix(siteId, videoId));
    },

    /** Removes uploads abandoned for a week and leftovers of runs cut short; run at start. */
    async sweep(): Promise<void> {
      const now = clock.now();
      await staging.sweepTemporary(now - DAY_MS);
      for (const upload of await repo.staleUploads(now - STALE_UPLOAD_MS))
        await discardUpload(upload.site_id, upload.id);
      const leftovers = await fs.readdir(workRoot).catch(() => [] as string[]);
      for (const name of leftovers) {
        const stat = await fs.stat(path.join(workRoot, name)).catch(() => undefined);
        if (stat && stat.mtimeMs < now - DAY_MS)
          await fs.rm(path.join(workRoot, name), { recursive: true, force: true });
      }
    },
  };
}
