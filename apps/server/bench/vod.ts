import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { chunkCountOf, Limits, apiUrl, API_PREFIX } from '@school/contracts';
import { packageHls, planLadder, type Rendition } from '../src/modules/vod/hls.ts';
import { findMediaTools, probe, runTool, stageInput, type MediaTools } from '../src/modules/vod/media-tools.ts';
import { load, loadLarge, type Row } from './harness.ts';

/**
 * Video figures against the running school (decision 0017):
 * - chunk upload throughput over loopback as a share of writing the same chunks to the same disk with
 *   an fsync each (what an acknowledged chunk costs the server, decision 0028), both measured here,
 *   three chunks in flight (as the browser's uploader); writing them to the page cache is shown beside;
 * - transcoding speed of a 720p H.264 source as a multiple of real time: the stream copy (remux) of
 *   its 720p rendition, the 360p encode, and the whole ladder;
 * - play authorisation and the segment key under autocannon like the other targets; a segment with
 *   node:http clients (autocannon reads large bodies too slowly), beside the bare-Fastify ceiling
 *   serving the same number of bytes from memory to the same clients.
 * Uploads are also compared with two bare-Fastify routes: one that reads the same bodies and drops
 * them, and one that does the least any server on our stack must do to keep them (the same multipart
 * library, the chunk written at its place and flushed), so the figures say what HTTP and the disk
 * cost here and what our handling adds.
 * BENCH_UPLOAD_MB (200), BENCH_UPLOAD_ROUNDS (3) and BENCH_VIDEO_SECONDS (30) size the work.
 */
const uploadMb = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const videoSeconds = Number(process.env.BENCH_VIDEO_SECONDS ?? 30);
const IN_FLIGHT = 3;
const UPLOAD_ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
const uploadUrl = apiUrl('/vod/auth/videoInfo/upload');

function multipart(fields: Record<string, string | number>, chunk?: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (chunk)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\n\r\n`),
      chunk,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function call<T>(base: string, url: string, token: string, body: { body: Buffer | string; type: string }) {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'site-id': '11', token, 'content-type': body.type },
    body: body.body,
  });
  const json = (await response.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${url}: ${json.msg}`);
  return json.data;
}

/** A chunk POST on a kept-alive connection (node:http; fetch spends more of the client's CPU per byte). */
const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
function sendChunk(url: string, token: string, body: { body: Buffer; type: string }) {
  return new Promise<void>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'site-id': '11', token, 'content-type': body.type, 'content-length': body.body.length },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          const reply = JSON.parse(Buffer.concat(parts).toString()) as { code: number; msg: string };
          if (reply.code === 200) resolve();
          else reject(new Error(`chunk: ${reply.msg}`));
        });
      },
    );
    request.on('error', reject);
    request.end(body.body);
  });
}

const json = (value: unknown) => ({ body: JSON.stringify(value), type: 'application/json' });

async function signIn(base: string): Promise<string> {
  const data = await call<{ token: string }>(
    base,
    apiUrl('/user/api/user/login/password'),
    '',
    json({ mobile: '13800000002', password: process.env.DEMO_PASSWORD ?? 'school123' }),
  );
  return data.token;
}

/** Runs the tasks with at most IN_FLIGHT at once; returns the seconds it took. */
async function timed(tasks: (() => Promise<unknown>)[]): Promise<number> {
  const queue = [...tasks];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
  return (performance.now() - started) / 1000;
}

/** Writes one chunk as a file; `durable` flushes it to the disk before it counts, as the server must. */
async function writeChunk(file: string, chunk: Buffer, durable: boolean): Promise<void> {
  if (!durable) return fs.writeFile(file, chunk);
  const handle = await fs.open(file, 'w');
  try {
    await handle.write(chunk);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * MB/s of chunk upload over loopback, beside writing the same chunks as files in DATA_DIR: once
 * flushed to the disk (fsync) each, the work the server must do before it acknowledges a chunk
 * (decision 0028), and once left in the page cache. Each is measured UPLOAD_ROUNDS times, one after
 * the other, and the medians are kept (other work on a shared machine moves single runs a lot).
 */
async function uploadThroughput(base: string, ceiling: string, token: string, dataDir: string) {
  const count = Math.max(3, Math.round((uploadMb * 1024 * 1024) / Limits.uploadChunkBytes));
  const chunk = randomBytes(Limits.uploadChunkBytes);
  const megabytes = (count * Limits.uploadChunkBytes) / 1e6;
  const scratch = path.join(dataDir, 'bench-disk');
  const toDisk = async (durable: boolean) => {
    await fs.mkdir(scratch, { recursive: true });
    const took = await timed(
      Array.from({ length: count }, (_, i) => () => writeChunk(path.join(scratch, String(i)), chunk, durable)),
    );
    await fs.rm(scratch, { recursive: true, force: true });
    return megabytes / took;
  };
  const runs = {
    durableDisk: [] as number[],
    cacheDisk: [] as number[],
    upload: [] as number[],
    keep: [] as number[],
    bare: [] as number[],
  };
  for (let round = 0; round < UPLOAD_ROUNDS; round++) {
    runs.durableDisk.push(await toDisk(true));
    runs.cacheDisk.push(await toDisk(false));
    // A file one byte longer than the chunks sent, so its last chunk never comes and nothing is assembled.
    const totalSize = count * Limits.uploadChunkBytes + 1;
    const fields = {
      identifier: randomBytes(16).toString('hex'),
      filename: 'bench.mp4',
      totalSize,
      totalChunks: chunkCountOf(totalSize),
    };
    const { uploadStatusId } = await call<{ uploadStatusId: string }>(base, uploadUrl, token, json(fields));
    const bodies = Array.from({ length: count }, (_, i) =>
      multipart({ ...fields, chunkNumber: i + 1, uploadStatusId }, chunk),
    );
    runs.upload.push(megabytes / (await timed(bodies.map((body) => () => sendChunk(base + uploadUrl, token, body)))));
    runs.keep.push(
      megabytes / (await timed(bodies.map((body) => () => sendChunk(`${ceiling}/ceiling/keep`, token, body)))),
    );
    runs.bare.push(
      megabytes / (await timed(bodies.map((body) => () => sendChunk(`${ceiling}/ceiling/drain`, token, body)))),
    );
  }
  agent.destroy();
  return {
    megabytes,
    durableDiskMbps: median(runs.durableDisk),
    cacheDiskMbps: median(runs.cacheDisk),
    uploadMbps: median(runs.upload),
    keepMbps: median(runs.keep),
    bareMbps: median(runs.bare),
  };
}

async function makeSource(tools: MediaTools, dir: string): Promise<string> {
  const file = path.join(dir, 'bench-720p.mp4');
  await runTool(tools, 'ffmpeg', [
    ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${videoSeconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${videoSeconds}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '2000k', '-pix_fmt', 'yuv420p', '-g', '50'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-shortest', '-movflags', '+faststart', file],
  ]);
  return file;
}

/** Seconds of video packaged per second of work, for the given renditions. */
async function speed(tools: MediaTools, source: string, dir: string, pick: (r: Rendition) => boolean) {
  const out = path.join(dir, `hls-${randomBytes(4).toString('hex')}`);
  const inputDir = path.join(out, 'input');
  await stageInput(source, inputDir);
  const info = await probe(tools, inputDir);
  const ladder = planLadder(info).filter(pick);
  const started = performance.now();
  await packageHls({ tools, inputDir, info, ladder, key: randomBytes(16), outDir: out, keyDir: path.join(out, 'key') });
  const elapsed = (performance.now() - started) / 1000;
  await fs.rm(out, { recursive: true, force: true });
  return {
    names: ladder.map((r) => `${r.name}${r.copyVideo ? ' copy' : ''}`).join(' + '),
    times: info.durationMs / 1000 / elapsed,
  };
}

async function uploadVideo(base: string, token: string, file: string): Promise<string> {
  const bytes = await fs.readFile(file);
  const fields = {
    identifier: createHash('md5').update(bytes).digest('hex'),
    filename: path.basename(file),
    totalSize: bytes.length,
    totalChunks: chunkCountOf(bytes.length),
  };
  let videoId = '';
  for (let n = 1; n <= fields.totalChunks; n++) {
    const chunk = bytes.subarray((n - 1) * Limits.uploadChunkBytes, n * Limits.uploadChunkBytes);
    videoId = (await call<{ videoId: string }>(base, uploadUrl, token, multipart({ ...fields, chunkNumber: n }, chunk)))
      .videoId;
  }
  for (let i = 0; i < 600; i++) {
    const video = await call<{ videoStatus: number; failReason: string }>(
      base,
      apiUrl('/vod/auth/videoInfo/view'),
      token,
      json({ id: videoId }),
    );
    if (video.videoStatus === 3) return videoId;
    if (video.videoStatus === 4) throw new Error(video.failReason);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the bench video was not transcoded in 5 minutes');
}

export async function benchVod(
  base: string,
  ceiling: string,
  dataDir: string,
): Promise<{ rows: Row[]; notes: string[] }> {
  const tools = findMediaTools({
    ffmpegPath: process.env.FFMPEG_PATH ?? '',
    ffprobePath: process.env.FFPROBE_PATH ?? '',
  });
  const token = await signIn(base);
  const work = path.join(dataDir, 'bench-video');
  await fs.mkdir(work, { recursive: true });

  const upload = await uploadThroughput(base, ceiling, token, dataDir);
  const source = await makeSource(tools, work);
  const remux = await speed(tools, source, work, (r) => r.copyVideo);
  const encode = await speed(tools, source, work, (r) => r.height === 360);
  const ladder = await speed(tools, source, work, () => true);

  const videoId = await uploadVideo(base, token, source);
  const play = await call<{ playUrl: string }>(base, apiUrl('/vod/auth/videoInfo/play'), token, json({ videoId }));
  const at = (relative: string) => new URL(relative, base + play.playUrl).toString();
  const segment = await fetch(at('720p/seg_00000.ts'));
  if (!segment.ok) throw new Error(`segment: HTTP ${segment.status}`);
  const segmentBytes = (await segment.arrayBuffer()).byteLength;
  const segmentKb = Math.round(segmentBytes / 1024);
  const rows = [
    await load(
      'POST /vod/auth/videoInfo/play (preview: session, video, sign)',
      `${base}${API_PREFIX}/vod/auth/videoInfo/play`,
      {
        name: '',
        method: 'POST',
        path: '',
        body: { videoId },
        headers: { token },
      },
    ),
    await load('GET hls key (token + session)', at('key'), { name: '', method: 'GET', path: '', headers: { token } }),
    await loadLarge(
      `ceiling: bare Fastify, the same ${segmentKb} KB from memory`,
      `${ceiling}/ceiling/bytes?size=${segmentBytes}`,
    ),
    await loadLarge(`GET hls segment (720p, ${segmentKb} KB)`, at('720p/seg_00000.ts')),
  ];
  const percent = (part: number, of: number) => `${((part / of) * 100).toFixed(0)}%`;
  const share = (of: number) => percent(upload.uploadMbps, of);
  const mbps = (value: number) => `${value.toFixed(0)} MB/s`;
  const notes = [
    `chunk upload (${upload.megabytes.toFixed(0)} MB of 2,048,000-byte chunks, ${IN_FLIGHT} in flight, median of ${UPLOAD_ROUNDS}): ${mbps(upload.uploadMbps)} over loopback, each chunk on the disk (fsync) before it is acknowledged` +
      ` = ${share(upload.durableDiskMbps)} of writing the same chunks to the disk with an fsync each, ${mbps(upload.durableDiskMbps)} (goal ≥ 80%)` +
      ` and ${share(upload.cacheDiskMbps)} of writing them to the page cache without fsync, ${mbps(upload.cacheDiskMbps)};` +
      ` the least a server on our stack does to keep a chunk (bare Fastify, the same multipart library, write and flush, nothing else): ${mbps(upload.keepMbps)}` +
      ` = ${percent(upload.keepMbps, upload.durableDiskMbps)} of the disk figure (the upload is ${share(upload.keepMbps)} of it);` +
      ` a bare Fastify route reading and dropping the same bodies: ${mbps(upload.bareMbps)} = ${percent(upload.bareMbps, upload.durableDiskMbps)} of the disk figure (the upload is ${share(upload.bareMbps)} of it)`,
    `transcoding a ${videoSeconds} s 720p H.264/AAC source: remux (${remux.names}) ${remux.times.toFixed(1)}× real time (goal ≥ 20×); ${encode.names} encode ${encode.times.toFixed(1)}×; whole ladder (${ladder.names}) ${ladder.times.toFixed(1)}×`,
  ];
  await fs.rm(work, { recursive: true, force: true });
  return { rows, notes };
}
