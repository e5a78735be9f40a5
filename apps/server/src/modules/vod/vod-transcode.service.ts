import fs from 'node:fs/promises';
import path from 'node:path';
import { VideoStatus, type Page, type TranscodeJob, type TranscodeJobListBody } from '@school/contracts';
import { notFound, wrongState } from '../../core/errors.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { FileStorage } from '../../core/storage.ts';
import type { JobTable } from '../../db/core.tables.ts';
import { packageHls, planLadder } from './hls.ts';
import { isVideo, probe, stageInput } from './media-tools.ts';
import { mimeOf, TRANSCODE_JOB, type VodCore } from './vod-core.ts';
import { toTranscodeJob } from './vod.mapper.ts';
import type { VideoReadyEvent, VodServiceDeps } from './vod.service.ts';

/** A transcoding job per video (HLS ladder, AES-128, cover frame), its console list and retry, and ready events. */

const TRANSCODE_FAILED = '视频无法转码，请检查文件能否正常播放后重新上传';

/** A transcode refused for a reason the uploader may read as it is. */
class Refusal extends Error {}

export function createTranscodeService(deps: VodServiceDeps, core: VodCore) {
  const { db, vodRepo: repo, jobs, media, files, tools, clock, log } = deps;
  const { videoPrefix, scratchFolder } = core;
  const readyListeners = new Set<(event: VideoReadyEvent) => void | Promise<void>>();

  const notifyReady = async (event: VideoReadyEvent) => {
    for (const listener of readyListeners) {
      try {
        await listener(event);
      } catch (err) {
        log.error({ err, ...event }, 'a video-ready listener failed');
      }
    }
  };

  async function putAll(store: FileStorage, prefix: string, dir: string, names: string[]): Promise<void> {
    // A few at a time: an hour of video is some hundreds of segments.
    const queue = [...names];
    const worker = async () => {
      for (let name = queue.shift(); name; name = queue.shift())
        await store.putFile(`${prefix}${name}`, path.join(dir, name), mimeOf(name), { move: true });
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  }

  async function transcode(siteId: number, videoId: number, signal: AbortSignal): Promise<void> {
    const video = await repo.findVideo(siteId, videoId);
    if (!video) return; // deleted since it was queued
    await repo.updateVideo(siteId, videoId, { video_status: VideoStatus.transcoding }, clock.now());
    const work = scratchFolder(String(videoId));
    const inputDir = path.join(work, 'input');
    try {
      let source = media.localPath(video.source_key);
      if (!source) {
        await fs.mkdir(work, { recursive: true });
        source = path.join(work, 'download');
        await media.download(video.source_key, source);
      } else if (!(await fs.stat(source).catch(() => undefined))) throw new Refusal('源文件不存在');
      await stageInput(source, inputDir);
      const info = await probe(tools, inputDir, signal);
      if (!isVideo(info)) throw new Refusal('源文件不是可播放的视频');
      const outDir = path.join(work, 'hls');
      const packaged = await packageHls({
        tools,
        inputDir,
        info,
        ladder: planLadder(info),
        key: Buffer.from(video.aes_key, 'hex'),
        outDir,
        keyDir: path.join(work, 'key'),
        signal,
      });
      const hlsPrefix = `${videoPrefix(siteId, videoId)}hls/`;
      await media.removePrefix(hlsPrefix); // what an earlier, interrupted run left
      await putAll(media, hlsPrefix, outDir, packaged.files);
      const coverUrl = await files.putFile(`${videoPrefix(siteId, videoId)}cover.jpg`, packaged.cover, 'image/jpeg', {
        move: true,
      });
      await repo.updateVideo(
        siteId,
        videoId,
        {
          video_status: VideoStatus.ready,
          fail_reason: '',
          renditions: JSON.stringify(packaged.renditions),
          cover_url: coverUrl,
          duration_ms: info.durationMs,
        },
        clock.now(),
      );
    } catch (error) {
      // Waiting again until the queue's last attempt fails it (onFailed).
      await repo.updateVideo(siteId, videoId, { video_status: VideoStatus.waiting }, clock.now()).catch(() => {});
      if (signal.aborted) throw error;
      // The tools' words name the server's folders: they stay in the log; the job and the video get ours.
      log.error({ err: error, siteId, videoId }, 'transcoding a video failed');
      throw new Error(error instanceof Refusal ? error.message : TRANSCODE_FAILED);
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
    await notifyReady({ siteId, videoId, ownerUserId: video.owner_user_id });
  }

  jobs.define<{ videoId: number }>(TRANSCODE_JOB, {
    concurrency: deps.transcode.concurrency,
    maxAttempts: deps.transcode.attempts,
    leaseMs: 60_000,
    retryDelayMs: (attempt) => deps.transcode.retryMs * 2 ** (attempt - 1),
    run: ({ videoId }, job) => transcode(job.siteId, videoId, job.signal),
    onFailed: async ({ videoId }, error, job) => {
      await repo.updateVideo(
        job.siteId,
        videoId,
        { video_status: VideoStatus.failed, fail_reason: `转码失败：${error}`.slice(0, 500) },
        clock.now(),
      );
    },
  });

  return {
    async listJobs(siteId: number, query: TranscodeJobListBody): Promise<Page<TranscodeJob>> {
      const window = pageWindow(query);
      const { rows, total } = await jobs.list(siteId, {
        kind: TRANSCODE_JOB,
        state: query.state,
        offset: window.offset,
        limit: window.pageSize,
      });
      const videoIdOf = (job: JobTable) => (JSON.parse(job.payload) as { videoId: number }).videoId;
      const videos = new Map(
        (await repo.findVideos(siteId, rows.map(videoIdOf))).map((video) => [video.id, video] as const),
      );
      return toPage(
        rows.map((job) => toTranscodeJob(job, videos.get(videoIdOf(job)), videoIdOf(job))),
        total,
        window,
      );
    },

    async retryJob(siteId: number, jobId: number): Promise<TranscodeJob> {
      const job = await jobs.find(siteId, jobId);
      if (!job || job.kind !== TRANSCODE_JOB) throw notFound('转码任务不存在');
      if (job.state !== 'failed') throw wrongState('只有失败的转码任务可以重试');
      const { videoId } = JSON.parse(job.payload) as { videoId: number };
      await db.transaction().execute(async (tx) => {
        if (!(await jobs.retry(siteId, jobId, tx))) throw wrongState('只有失败的转码任务可以重试');
        await repo.updateVideo(
          siteId,
          videoId,
          { video_status: VideoStatus.waiting, fail_reason: '', job_id: jobId },
          clock.now(),
          tx,
        );
      });
      jobs.kick();
      const [again, video] = await Promise.all([jobs.find(siteId, jobId), repo.findVideo(siteId, videoId)]);
      return toTranscodeJob(again!, video, videoId);
    },

    /** Called after a video becomes ready to play; returns a function that stops the calls. */
    onVideoReady(listener: (event: VideoReadyEvent) => void | Promise<void>): () => void {
      readyListeners.add(listener);
      return () => readyListeners.delete(listener);
    },
  };
}
