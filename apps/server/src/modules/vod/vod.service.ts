import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import {
  chunkCountOf,
  Limits,
  UserType,
  VideoStatus,
  VideoUploadFields,
  type Page,
  type PlayInfo,
  type TranscodeJob,
  type TranscodeJobListBody,
  type VideoInfo,
  type VideoListBody,
  type VideoPlayBody,
  type VideoUploadResult,
} from '@school/contracts';
import { badRequest, forbidden, notFound, validationMessage, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { parseId } from '../../core/ids.ts';
import type { JobLogger, JobQueue } from '../../core/jobs.ts';
import type { JobTable, JobTables } from '../../db/core.tables.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { SessionStore } from '../../core/sessions.ts';
import type { FileStorage } from '../../core/storage.ts';
import type { Clock } from '../../core/time.ts';
import { cleanFileName } from '../upload/index.ts';
import { generateDemoLesson, type DemoLesson } from './demo-media.ts';
import { masterPlaylist, packageHls, planLadder } from './hls.ts';
import {
  extensionFor,
  isVideo,
  MediaToolError,
  probe,
  probeFile,
  stageInput,
  type MediaInfo,
  type MediaTools,
} from './media-tools.ts';
import type { GrantBasis, PlayGrant, PlayTokens } from './play-token.ts';
import type { UploadStaging } from './upload-staging.ts';
import { renditionsOf, toPlayInfo, toTranscodeJob, toVideoInfo } from './vod.mapper.ts';
import { UploadState, type VodRepo } from './vod.repo.ts';
import type { VodTables, VodUploadTable, VodVideoTable } from './vod.tables.ts';

/**
 * The video pipeline (decision 0017): resumable chunked uploads, checks of the whole file, a transcoding
 * job per video (HLS ladder, AES-128, cover frame), play tokens, and the pieces other modules use —
 * `issuePlayToken` after the course's entitlement check, lookups, `onVideoReady`, `ingestFile`.
 */

export const TRANSCODE_JOB = 'vod.transcode';
/** How long one request may hold an upload while joining its chunks; a crash frees it after this. */
const ASSEMBLY_LEASE_MS = 10 * 60_000;
/** A play token lasts the video's length plus this, at most MAX_PLAY_TOKEN_MS. */
const PLAY_TOKEN_SLACK_MS = 30 * 60_000;
const MAX_PLAY_TOKEN_MS = 6 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const STALE_UPLOAD_MS = 7 * DAY_MS;
const RENDITION_NAME = /^\d{3,4}p$/;
const SEGMENT_NAME = /^seg_\d{5}\.ts$/;
const NOT_A_VIDEO = '文件不是可播放的视频，请上传 mp4、mov、flv 等视频文件';
/** What the uploader reads when a transcode fails for a reason of ours; the detail goes to the log. */
const TRANSCODE_FAILED = '视频无法转码，请检查文件能否正常播放后重新上传';

export type Viewer = PlayGrant['viewer'];

/** Whether the viewer may still watch the video on this basis (the lesson has it, the course is still theirs). */
export type BasisCheck = (siteId: number, userId: number, basisId: number, videoId: number) => Promise<boolean>;

/** A transcode refused for a reason the uploader may read as it is. */
class Refusal extends Error {}

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

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const toRecord = (row: VodVideoTable): VideoRecord => ({ ...toVideoInfo(row), ownerUserId: row.owner_user_id });
const mimeOf = (file: string) =>
  file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : file.endsWith('.ts') ? 'video/mp2t' : 'image/jpeg';

async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Reads a chunk the server already has to its end (the call must still be read whole), counting it. */
async function drain(stream: Readable): Promise<number> {
  let size = 0;
  for await (const piece of stream) size += (piece as Buffer).length;
  return size;
}

/** The form fields of a chunk call, read as the contract says (whole-number text → numbers; empty fields absent). */
function readUploadFields(raw: Record<string, unknown>): VideoUploadFields {
  const properties: Record<string, { type?: string }> = VideoUploadFields.properties;
  const fields = Object.fromEntries(
    Object.keys(properties)
      .map((name) => {
        const value = raw[name];
        const whole = properties[name]!.type === 'integer' && typeof value === 'string' && /^-?\d{1,16}$/.test(value);
        return [name, whole ? Number(value) : value] as const;
      })
      .filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  if (!Value.Check(VideoUploadFields, fields))
    throw badRequest(
      validationMessage(
        // TypeBox lists missing fields as requiredProperties where Ajv names one missingProperty.
        [...Value.Errors(VideoUploadFields, fields)].map((error) =>
          error.keyword === 'required'
            ? {
                ...error,
                params: { missingProperty: (error.params as { requiredProperties: string[] }).requiredProperties[0] },
              }
            : error,
        ),
      ),
    );
  return { ...fields, identifier: fields.identifier.toLowerCase() };
}

export function createVodService(deps: VodServiceDeps) {
  const { db, vodRepo: repo, jobs, sessions, media, files, staging, tools, tokens, clock, newId, log } = deps;
  const workRoot = path.join(deps.dataDir, 'vod-work');
  const readyListeners = new Set<(event: VideoReadyEvent) => void | Promise<void>>();
  const basisChecks = new Map<GrantBasis['kind'], BasisCheck>();
  /** Assemblies running in this process, so a second request for the same upload waits for the first. */
  const assembling = new Map<number, Promise<VideoUploadResult>>();

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

  // ——— upload ———

  function checkChunkArithmetic(fields: VideoUploadFields, withChunk: boolean): void {
    if (fields.totalSize > Limits.videoMaxBytes) throw badRequest('视频文件不能超过 4 GB');
    if (fields.chunkSize !== undefined && fields.chunkSize !== Limits.uploadChunkBytes)
      throw badRequest(`分片大小应为 ${Limits.uploadChunkBytes} 字节`);
    if (fields.totalChunks !== chunkCountOf(fields.totalSize))
      throw badRequest(`分片总数与文件大小不符，应为 ${chunkCountOf(fields.totalSize)} 片`);
    if (!withChunk) return;
    if (fields.chunkNumber === undefined) throw badRequest('参数错误：chunkNumber 不能为空');
    if (fields.chunkNumber > fields.totalChunks) throw badRequest('分片序号超出分片总数');
  }

  function checkChunkSize(fields: VideoUploadFields, size: number): void {
    const expected = staging.chunkBytes(fields.totalSize, fields.totalChunks, fields.chunkNumber!);
    if (size !== expected || (fields.currentChunkSize !== undefined && fields.currentChunkSize !== expected))
      throw badRequest(`第 ${fields.chunkNumber} 片大小不正确，应为 ${expected} 字节`);
  }

  /** The upload the call is for; `created` when this call began it. */
  async function resolveUpload(
    siteId: number,
    userId: number,
    fields: VideoUploadFields,
  ): Promise<{ upload: VodUploadTable; created: boolean }> {
    if (fields.uploadStatusId) {
      const upload = await repo.findUpload(siteId, parseId(fields.uploadStatusId));
      if (!upload) throw notFound('上传任务不存在，请重新选择文件上传');
      if (upload.user_id !== userId) throw forbidden('不能向他人的上传任务提交分片');
      if (upload.md5 !== fields.identifier || upload.total_size !== fields.totalSize)
        throw badRequest('分片与上传任务的文件不一致');
      return { upload, created: false };
    }
    const found = await repo.findUploadByFile(siteId, userId, fields.identifier, fields.totalSize);
    if (found) return { upload: found, created: false };
    const now = clock.now();
    const row: VodUploadTable = {
      id: newId(),
      site_id: siteId,
      gmt_create: now,
      gmt_modified: now,
      user_id: userId,
      md5: fields.identifier,
      file_name: cleanFileName(fields.filename),
      total_size: fields.totalSize,
      total_chunks: fields.totalChunks,
      upload_state: UploadState.receiving,
      assembling_until: 0,
      video_id: 0,
    };
    try {
      await repo.insertUpload(row);
      return { upload: row, created: true };
    } catch (error) {
      // Two first chunks of the same new file at once: the other request made the row.
      const made = await repo.findUploadByFile(siteId, userId, fields.identifier, fields.totalSize);
      if (made) return { upload: made, created: false };
      throw error;
    }
  }

  const uploadResult = (
    upload: VodUploadTable,
    periodId: string,
    uploads: number[],
    video?: VodVideoTable,
  ): VideoUploadResult => ({
    state: periodId,
    videoId: video ? String(video.id) : '',
    uploadStatusId: String(upload.id),
    uploads,
    videoStatus: video?.video_status ?? 0,
  });

  /**
   * What every call of the chunk protocol checks first: who calls, the fields, and the upload they
   * name (made when this call begins it). `done` answers at once: the same file kept before (instant
   * upload) or just finished.
   */
  async function beginUploadCall(
    siteId: number,
    user: SessionUser,
    rawFields: Record<string, unknown>,
    withChunk: boolean,
  ) {
    if (user.userType !== UserType.teacher && user.userType !== UserType.organisation)
      throw forbidden('只有讲师或机构可以上传视频');
    const fields = readUploadFields(rawFields);
    checkChunkArithmetic(fields, withChunk);
    const periodId = fields.periodId ?? '';
    const fileName = cleanFileName(fields.filename);
    const { upload, created } = await resolveUpload(siteId, user.id, fields);
    // The same file kept before is looked for when an upload begins or is checked, not for every chunk.
    const existing = upload.video_id
      ? await repo.findVideo(siteId, upload.video_id)
      : created || !withChunk
        ? await repo.findOwnVideoByFile(siteId, user.id, upload.md5, upload.total_size)
        : undefined;
    if (existing) {
      if (upload.upload_state !== UploadState.done)
        await repo.finishUpload(siteId, upload.id, existing.id, clock.now());
      return {
        fields,
        periodId,
        fileName,
        upload,
        created,
        done: uploadResult(upload, periodId, range(upload.total_chunks), existing),
      };
    }
    if (upload.upload_state === UploadState.done) {
      // Its video was deleted since: take the file again.
      await repo.reopenUpload(siteId, upload.id, clock.now());
      upload.upload_state = UploadState.receiving;
    }
    return { fields, periodId, fileName, upload, created, done: undefined };
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
      id,
      site_id: siteId,
      status_id: 1,
      gmt_create: now,
      gmt_modified: now,
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

  async function assembleClaimed(
    siteId: number,
    userId: number,
    upload: VodUploadTable,
    call: { periodId: string; fileName: string },
  ): Promise<VideoUploadResult> {
    const reopen = () => repo.reopenUpload(siteId, upload.id, clock.now());
    let assembled: Awaited<ReturnType<UploadStaging['assemble']>>;
    try {
      assembled = await staging.assemble(siteId, upload.id, upload.total_size);
    } catch (error) {
      await reopen();
      throw error;
    }
    if (assembled.md5 !== upload.md5) {
      await discardUpload(siteId, upload.id);
      throw badRequest('文件校验失败：内容与 MD5 不一致，请重新上传');
    }
    let info: MediaInfo | undefined;
    try {
      info = await probeUpload(assembled.file);
    } catch (error) {
      await reopen();
      throw error;
    }
    if (!info || !isVideo(info)) {
      await discardUpload(siteId, upload.id);
      throw badRequest(NOT_A_VIDEO);
    }
    try {
      const video = await record(
        siteId,
        userId,
        { file: assembled.file, move: true, name: call.fileName, size: upload.total_size, md5: upload.md5, info },
        upload.id,
      );
      await staging.discard(siteId, upload.id);
      return uploadResult(upload, call.periodId, range(upload.total_chunks), video);
    } catch (error) {
      await reopen();
      throw error;
    }
  }

  /** Joins a complete upload into a video; the file is named as in the call that completed it. */
  async function assemble(
    siteId: number,
    userId: number,
    upload: VodUploadTable,
    call: { periodId: string; fileName: string },
  ): Promise<VideoUploadResult> {
    const inProgress = assembling.get(upload.id);
    if (inProgress) return { ...(await inProgress), state: call.periodId };
    // Registered before the first await, so a parallel last chunk in this process waits for this one.
    const work = (async () => {
      const now = clock.now();
      if (!(await repo.claimAssembly(siteId, upload.id, now, now + ASSEMBLY_LEASE_MS)))
        // Another instance is joining the chunks; asking again shortly gives the video.
        return uploadResult(upload, call.periodId, range(upload.total_chunks));
      return assembleClaimed(siteId, userId, upload, call);
    })().finally(() => assembling.delete(upload.id));
    assembling.set(upload.id, work);
    return work;
  }

  // ——— transcoding ———

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

  // ——— playback ———

  function assertPlayable(video: VodVideoTable): void {
    if (video.video_status === VideoStatus.failed) throw wrongState('视频转码失败，暂时无法播放');
    if (video.video_status !== VideoStatus.ready) throw wrongState('视频正在转码，请稍后再试');
  }

  async function playableVideo(siteId: number, videoId: number): Promise<VodVideoTable> {
    const video = await repo.findVideo(siteId, videoId);
    if (!video) throw notFound('视频不存在或已被删除');
    assertPlayable(video);
    return video;
  }

  function grantOf(playToken: string): PlayGrant {
    const grant = tokens.read(playToken);
    if (!grant) throw forbidden('播放凭证无效');
    if (grant.expiresAt <= clock.now()) throw forbidden('播放凭证已过期，请重新打开课程');
    return grant;
  }

  async function issuePlayToken(
    siteId: number,
    viewer: Viewer,
    videoId: number,
    basis?: GrantBasis,
  ): Promise<PlayInfo> {
    const video = await playableVideo(siteId, videoId);
    const expiresAt = clock.now() + Math.min(MAX_PLAY_TOKEN_MS, video.duration_ms + PLAY_TOKEN_SLACK_MS);
    return toPlayInfo(
      video,
      tokens.sign({ siteId, videoId, viewer, expiresAt, ...(basis ? { basis } : {}) }),
      expiresAt,
    );
  }

  async function hlsFile(playToken: string, rendition: string, name: string) {
    const grant = grantOf(playToken);
    if (!RENDITION_NAME.test(rendition) || !(name === 'index.m3u8' || SEGMENT_NAME.test(name)))
      throw notFound('播放文件不存在');
    const found = await media.readStream(`${videoPrefix(grant.siteId, grant.videoId)}hls/${rendition}/${name}`);
    if (!found) throw notFound('播放文件不存在');
    return { ...found, mimeType: mimeOf(name) };
  }

  const ownVideo = async (siteId: number, userId: number, id: number) => {
    const video = await repo.findVideo(siteId, id);
    if (!video || video.owner_user_id !== userId) throw notFound('视频不存在或已被删除');
    return video;
  };

  return {
    // ——— calls ———

    /** A check call (no chunk): the chunks the server has, or the video once it has them all. */
    async checkUpload(siteId: number, user: SessionUser, rawFields: Record<string, unknown>) {
      const call = await beginUploadCall(siteId, user, rawFields, false);
      if (call.done) return call.done;
      const present = await staging.present(siteId, call.upload.id);
      if (present.length < call.upload.total_chunks) return uploadResult(call.upload, call.periodId, present);
      return assemble(siteId, user.id, call.upload, { periodId: call.periodId, fileName: call.fileName });
    },

    /**
     * A chunk call whose chunk is arriving: written into place as it streams in. The chunk only counts
     * once the whole call has been read (`finish`); a call refused later leaves nothing (`abandon`).
     */
    async receiveChunk(
      siteId: number,
      user: SessionUser,
      rawFields: Record<string, unknown>,
      stream: Readable,
    ): Promise<{ finish(): Promise<VideoUploadResult>; abandon(): Promise<void> }> {
      const call = await beginUploadCall(siteId, user, rawFields, true);
      const { upload, fields, periodId } = call;
      const abandon = async () => {
        if (call.created) await discardUpload(siteId, upload.id);
      };
      if (call.done) {
        const done = call.done;
        await drain(stream);
        return { finish: async () => done, abandon };
      }
      const n = fields.chunkNumber!;
      try {
        await staging.prepare(siteId, upload.id, upload.total_chunks);
        const kept = (await staging.present(siteId, upload.id)).includes(n);
        checkChunkSize(fields, kept ? await drain(stream) : await staging.write(siteId, upload.id, n, stream));
      } catch (error) {
        await abandon();
        throw error;
      }
      return {
        async finish() {
          const present = await staging.mark(siteId, upload.id, n);
          if (present.length < upload.total_chunks) return uploadResult(upload, periodId, present);
          return assemble(siteId, user.id, upload, { periodId, fileName: call.fileName });
        },
        abandon,
      };
    },

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

    /** `/vod/auth/videoInfo/play`: a play token from the course (learners) or the uploader's own preview. */
    async play(siteId: number, userId: number, body: VideoPlayBody): Promise<PlayInfo> {
      if (body.playToken) {
        const grant = grantOf(body.playToken);
        if (grant.siteId !== siteId || grant.viewer.kind !== 'user' || grant.viewer.id !== userId)
          throw forbidden('播放凭证不属于当前用户');
        if (body.videoId && parseId(body.videoId) !== grant.videoId) throw badRequest('播放凭证与视频不符');
        return toPlayInfo(await playableVideo(siteId, grant.videoId), body.playToken, grant.expiresAt);
      }
      if (!body.videoId) throw badRequest('参数错误：videoId 和 playToken 至少提供一个');
      const video = await repo.findVideo(siteId, parseId(body.videoId));
      if (!video) throw notFound('视频不存在或已被删除');
      if (video.owner_user_id !== userId) throw forbidden('只能预览自己上传的视频，学员请从课程页观看');
      return issuePlayToken(siteId, { kind: 'user', id: userId }, video.id);
    },

    adminPlay: (siteId: number, operatorId: number, videoId: number) =>
      issuePlayToken(siteId, { kind: 'operator', id: operatorId }, videoId),

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

    // ——— HLS (the play token names the school; no site-id header) ———

    async masterPlaylist(playToken: string): Promise<string> {
      const grant = grantOf(playToken);
      return masterPlaylist(renditionsOf(await playableVideo(grant.siteId, grant.videoId)));
    },

    hlsFile,

    /** The segments' AES key: for the token's own viewer, signed in (the cookie or `token` header). */
    async segmentKey(playToken: string, sessionToken: string | undefined): Promise<Buffer> {
      const grant = grantOf(playToken);
      const session = await sessions.resolve(grant.siteId, sessionToken, grant.viewer.kind);
      if (session.subjectId !== grant.viewer.id) throw forbidden('播放密钥只发给获得授权的本人');
      const video = await playableVideo(grant.siteId, grant.videoId);
      // A refund or a changed lesson ends the grant before the token expires.
      const check = grant.basis && basisChecks.get(grant.basis.kind);
      if (grant.basis && !(await check?.(grant.siteId, grant.viewer.id, grant.basis.id, grant.videoId)))
        throw forbidden('您已无权观看此视频（课程可能已退款），请回到课程页查看');
      return Buffer.from(video.aes_key, 'hex');
    },

    // ——— for other modules (through index.ts) ———

    /**
     * A play token for a viewer the caller has already judged entitled (the course module after its
     * entitlement check). Refused while the video is not ready. With a basis, the key is given only while
     * that basis's check (checkGrantsWith) still says yes.
     */
    issuePlayToken,

    /** How grants of this basis are checked again when the key is fetched; the course module sets 'lesson'. */
    checkGrantsWith(kind: GrantBasis['kind'], check: BasisCheck): void {
      basisChecks.set(kind, check);
    },

    async findVideo(siteId: number, videoId: number): Promise<VideoRecord | undefined> {
      const row = await repo.findVideo(siteId, videoId);
      return row && toRecord(row);
    },

    async findVideos(siteId: number, videoIds: number[]): Promise<VideoRecord[]> {
      return (await repo.findVideos(siteId, videoIds)).map(toRecord);
    },

    /** Called after a video becomes ready to play; returns a function that stops the calls. */
    onVideoReady(listener: (event: VideoReadyEvent) => void | Promise<void>): () => void {
      readyListeners.add(listener);
      return () => readyListeners.delete(listener);
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

export type VodService = ReturnType<typeof createVodService>;
