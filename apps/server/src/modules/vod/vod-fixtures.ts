import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chunkCountOf, Limits, type VideoInfo, vodContracts } from '@school/contracts';
import { createJobQueue } from '../../core/jobs.ts';
import { createLocalStorage } from '../../core/storage.ts';
import { createSessionStore } from '../../core/sessions.ts';
import { systemClock, type Clock } from '../../core/time.ts';
import { DEMO_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { findMediaTools, runTool } from './media-tools.ts';
import { createPlayTokens, loadTokenSecret } from './play-token.ts';
import { createUploadStaging } from './upload-staging.ts';
import { createVodRepo } from './vod.repo.ts';
import { createVodService } from './vod.service.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** Real, tiny media made with ffmpeg, the chunk protocol as a browser speaks it, and a worker. */

export const tools = findMediaTools({ ffmpegPath: '', ffprobePath: '' });
export const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/**
 * `raw480`: 854×480 uncompressed pictures and PCM sound in Matroska, one second, ~4.4 MB (three chunks);
 * its ladder is 360p and 480p, both encoded. `raw480x2`: the same for two seconds, ~8.8 MB (five chunks,
 * and more than one S3 part). `h264`: 640×360 H.264/AAC MP4 of two seconds, one chunk, copied as is.
 * `webm` (VP8/Vorbis) and `mov` (H.264/AAC in QuickTime): 320×240, one second, one chunk.
 */
export type VideoKind = 'raw480' | 'raw480x2' | 'h264' | 'webm' | 'mov';

const FILE_OF: Record<VideoKind, string> = {
  raw480: 'raw480.mkv',
  raw480x2: 'raw480x2.mkv',
  h264: 'lesson.mp4',
  webm: 'lesson.webm',
  mov: 'lesson.mov',
};

function argsFor(kind: VideoKind, file: string): string[] {
  const sources = (size: string, rate: number, seconds: number, hz = 330) => [
    ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${rate}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${hz}:sample_rate=44100:duration=${seconds}`],
  ];
  switch (kind) {
    case 'raw480':
    case 'raw480x2':
      return [
        ...sources('854x480', 7, kind === 'raw480' ? 1 : 2, 440),
        ...['-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', '-c:a', 'pcm_s16le', '-shortest', file],
      ];
    case 'h264':
      return [
        ...sources('640x360', 25, 2),
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25'],
        ...['-c:a', 'aac', '-b:a', '64k', '-shortest', '-movflags', '+faststart', file],
      ];
    case 'webm':
      return [
        ...sources('320x240', 10, 1),
        ...['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '200k', '-c:a', 'libvorbis', '-shortest', file],
      ];
    case 'mov':
      return [
        ...sources('320x240', 10, 1),
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
      ];
  }
}

export async function makeVideo(dir: string, kind: VideoKind): Promise<Buffer> {
  const file = path.join(dir, FILE_OF[kind]);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    await runTool(tools, 'ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...argsFor(kind, file)]);
  }
  return fs.readFileSync(file);
}

export const chunkOf = (bytes: Buffer, n: number) =>
  bytes.subarray((n - 1) * Limits.uploadChunkBytes, n * Limits.uploadChunkBytes);

/** The fields a browser sends for a file (simple-uploader style). */
export const fieldsFor = (bytes: Buffer, filename: string, extra: Record<string, string | number> = {}) => ({
  identifier: md5(bytes),
  filename,
  totalSize: bytes.length,
  totalChunks: chunkCountOf(bytes.length),
  chunkSize: Limits.uploadChunkBytes,
  ...extra,
});

export function multipart(
  fields: Record<string, string | number>,
  file?: { name: string; bytes: Buffer; field?: string },
) {
  const boundary = `----vodchunk${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The upload entries: the usual one and the vendor-named one, which speaks the same protocol. */
export type UploadEntry = typeof vodContracts.uploadVideo | typeof vodContracts.uploadVideoPolyv;

export interface ChunkCall {
  token?: string;
  /** null sends no site-id header. */
  site?: number | null;
  fields: Record<string, string | number>;
  /** The chunk's bytes; without them the call is the check. */
  chunk?: Buffer;
  entry?: UploadEntry;
}

export function sendChunk(t: TestApp, call: ChunkCall) {
  const form = multipart(
    call.fields,
    call.chunk ? { name: String(call.fields.filename ?? 'blob'), bytes: call.chunk } : undefined,
  );
  return t.call(call.entry ?? vodContracts.uploadVideo, form, {
    ...(call.token ? { as: { token: call.token } } : {}),
    site: call.site,
  });
}

/** Sends every chunk the check call says is missing, as the browser does. */
export async function uploadFile(t: TestApp, token: string, bytes: Buffer, filename: string, entry?: UploadEntry) {
  const fields = fieldsFor(bytes, filename);
  const check = await sendChunk(t, { token, fields, entry });
  if (check.code !== 200) return check;
  let last = check;
  for (let n = 1; n <= fields.totalChunks; n++) {
    if (check.data.uploads.includes(n)) continue;
    last = await sendChunk(t, {
      token,
      entry,
      fields: { ...fields, chunkNumber: n, uploadStatusId: check.data.uploadStatusId },
      chunk: chunkOf(bytes, n),
    });
    if (last.code !== 200) return last;
  }
  return last;
}

export const viewVideo = (t: TestApp, token: string, id: string) =>
  t.call(vodContracts.viewVideo, { id }, { as: { token } });

/** Polls the teacher's view until the video leaves the queue (ready or failed). */
export async function waitForVideo(t: TestApp, token: string, id: string, ms = 60000): Promise<VideoInfo> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await viewVideo(t, token, id);
    if (res.code !== 200) throw new Error(`view failed: ${res.msg}`);
    if (res.data.videoStatus >= 3) return res.data;
    if (Date.now() > until) throw new Error(`video ${id} still in state ${res.data.videoStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The video service as another module or a worker instance holds it: the same database, data folder
 * and token secret as the test app, with its own job queue (started only when the test says).
 */
export function vodBeside(t: TestApp, options: { clock?: Clock; attempts?: number } = {}) {
  const clock = options.clock ?? systemClock;
  const jobs = createJobQueue({ db: t.db, newId: t.newId, log: { warn: () => {}, error: () => {} }, pollMs: 50 });
  const vod = createVodService({
    db: t.db,
    // It moves the versions of the rows it writes in the cache the test app reads (decision 0095).
    vodRepo: createVodRepo(t.db, { versions: t.versions, clock }),
    jobs,
    sessions: createSessionStore({ db: t.db, clock, newId: t.newId }),
    media: createLocalStorage(t.config.dataDir, { folder: 'media', publicPath: null }),
    files: createLocalStorage(t.config.dataDir),
    staging: createUploadStaging(t.config.dataDir),
    tools,
    tokens: createPlayTokens(loadTokenSecret(t.config.vod.tokenSecret, t.config.dataDir)),
    clock,
    newId: t.newId,
    log: { warn: () => {}, error: () => {} },
    dataDir: t.config.dataDir,
    demoCacheDir: t.config.demoCacheDir,
    transcode: { concurrency: 1, attempts: options.attempts ?? 1, retryMs: 50 },
  });
  return { vod, jobs };
}

export { userIdOf as userId } from '../user/user-fixtures.ts';

/**
 * A video of this owner's library as a finished transcode leaves it (100 s long, one 360p rendition), for
 * tests of other modules that link videos; the real pipeline runs in this module's own tests.
 */
export async function readyVideo(t: TestApp, ownerUserId: number, name = '课时视频.mp4', siteId = DEMO_SITE_ID) {
  const id = t.newId();
  const now = Date.now();
  await t.db
    .insertInto('vod_video')
    .values({
      ...newBusinessRow(id, siteId, now),
      owner_user_id: ownerUserId,
      video_name: name,
      file_size: 1000,
      md5: randomBytes(16).toString('hex'),
      duration_ms: 100_000,
      width: 640,
      height: 360,
      source_key: `vod/${siteId}/${id}/source`,
      video_status: 3,
      fail_reason: '',
      renditions: JSON.stringify([
        { name: '360p', width: 640, height: 360, bandwidth: 800000, averageBandwidth: 700000, copied: true },
      ]),
      cover_url: '',
      aes_key: randomBytes(16).toString('hex'),
      job_id: 0,
    })
    .execute();
  return id;
}
