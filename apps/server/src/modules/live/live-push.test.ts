import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveContracts, apiUrl, VOD_HLS_PATH } from '@school/contracts';
import { createFakeClock, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testRedisReachable, testRedisUrl } from '../../testing/test-redis.ts';
import { LEARNER, TEACHER } from '../course/course-fixtures.ts';
import { findMediaTools } from '../vod/index.ts';
import { buildLiveCourse, ok } from './live-fixtures.ts';
import { startIngest } from './live-ingest.ts';

/**
 * The whole pipeline once: a generated stream pushed over RTMP with the packaged ffmpeg, the lesson
 * live, its playlist and segments for an entitled learner, on this instance and on a second one that
 * does not run the ingest (one database, one storage folder, one Redis when there is one), a key
 * rotated on the second cutting the push on the first, the end, and the replay through the video
 * transcoding. The database plays no part the HTTP tests do not cover, so it runs on SQLite only.
 */
const onSqlite = (process.env.TEST_DB ?? 'sqlite') === 'sqlite';
/** Learners of other instances are counted only through Redis. */
const shared = onSqlite && (await testRedisReachable('counting live viewers across instances is'));
const CLASSMATE = '13800000004';

let t: TestApp;
/** The second instance: the same database, storage folder and Redis, no ingest. */
let other: TestApp;
let port: number;
const pushes: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

function push(key: string, atPort = port): ChildProcess {
  const ffmpeg = findMediaTools({ ffmpegPath: '', ffprobePath: '' }).ffmpeg;
  const child = spawn(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine',
      '-t',
      '60',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-g',
      '50',
      '-c:a',
      'aac',
      '-f',
      'flv',
      `rtmp://127.0.0.1:${atPort}/live/${key}`,
    ],
    { stdio: 'ignore' },
  );
  pushes.push(child);
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, seconds = 30): Promise<T> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`waited ${seconds}s for ${what}`);
}

beforeAll(async () => {
  if (!onSqlite) return;
  port = await freePort();
  const redis = shared ? { redisUrl: testRedisUrl } : {};
  // The sweep checks the ingest's pushes each second: a key rotated on the other instance cuts within it.
  t = await createTestApp({ config: { live: { rtmpPort: port, rtmpPublicUrl: '', sweepMs: 1000 }, ...redis } });
  const { dataDir, demoCacheDir, live } = t.config;
  other = await createTestApp({
    database: t,
    config: { dataDir, demoCacheDir, live: { ...live, rtmpPort: 0, sweepMs: 30_000 }, ...redis },
  });
});
afterAll(async () => {
  for (const child of pushes) child.kill('SIGKILL');
  await other?.close();
  await t?.close();
});

describe.runIf(onSqlite)('a live lesson pushed over RTMP, two instances', () => {
  it('goes live, plays for entitled learners only on either instance, is cut by a key rotated on the other, ends and becomes a replay', async () => {
    const teacher = await t.tokenFor(TEACHER);
    const learner = await t.tokenFor(LEARNER);
    const soon = Date.now() + 10 * 60_000;
    const { periodId } = await buildLiveCourse(t, teacher, soon, soon + 3_600_000, '直播试讲', { isFree: 1 });
    const key = ok(await t.call(liveContracts.viewChannel, undefined, { as: { token: teacher } })).streamKey;

    const first = push(key);
    const room = await waitFor('the lesson to go live', async () => {
      const res = ok(await t.call(liveContracts.getLiveUrl, { periodId }, { as: { token: learner } }));
      return res.liveStatus === 2 && res.hlsUrl ? res : undefined;
    });
    const playlist = await waitFor('a segment in the playlist', async () => {
      const res = await t.app.inject({ method: 'GET', url: room.hlsUrl });
      return res.statusCode === 200 && /seg_\d+_\d{5}\.ts/.test(res.body) ? res.body : undefined;
    });
    expect(playlist).toContain('#EXT-X-TARGETDURATION');
    const segment = /seg_\d+_\d{5}\.ts/.exec(playlist)![0];
    const segmentUrl = room.hlsUrl.replace('index.m3u8', segment);
    const got = await t.app.inject({ method: 'GET', url: segmentUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('video/mp2t');
    expect(got.rawPayload.length).toBeGreaterThan(1000);
    expect(got.rawPayload[0]).toBe(0x47);

    // A copied address with a changed token, or no session for the room, gets nothing.
    const forged = room.hlsUrl.replace(/\.[\w-]+\/index/, '.AAAAAAAAAAAAAAAAAAAAAA/index');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    // The segment is kept in memory now; the check comes first all the same.
    const forgedSegment = forged.replace('index.m3u8', segment);
    expect((await t.app.inject({ method: 'GET', url: forgedSegment })).statusCode).toBe(403);
    expect((await t.call(liveContracts.getLiveUrl, { periodId })).code).toBe(303);

    // The other instance serves the same broadcast from the shared folder to another entitled learner.
    const classmate = await other.tokenFor(CLASSMATE);
    const there = ok(await other.call(liveContracts.getLiveUrl, { periodId }, { as: { token: classmate } }));
    expect(there).toMatchObject({ liveStatus: 2, hlsUrl: expect.stringContaining('/index.m3u8') });
    const otherPlaylist = await other.app.inject({ method: 'GET', url: there.hlsUrl });
    expect(otherPlaylist.statusCode).toBe(200);
    const otherSegment = /seg_\d+_\d{5}\.ts/.exec(otherPlaylist.body)![0];
    const otherSegmentUrl = there.hlsUrl.replace('index.m3u8', otherSegment);
    const gotThere = await other.app.inject({ method: 'GET', url: otherSegmentUrl });
    expect(gotThere.statusCode).toBe(200);
    expect(gotThere.rawPayload[0]).toBe(0x47);
    // A token is good on either instance (they share the secret through DATA_DIR), a forged one on neither.
    expect((await t.app.inject({ method: 'GET', url: otherSegmentUrl })).statusCode).toBe(200);
    expect((await other.app.inject({ method: 'GET', url: forgedSegment })).statusCode).toBe(403);
    // Both instances count both learners, each seen by one of them (through Redis).
    const viewers = shared ? 2 : 1;
    const channel = ok(await t.call(liveContracts.viewChannel, undefined, { as: { token: teacher } }));
    expect(channel).toMatchObject({ isPushing: 1, viewers });
    if (shared)
      expect(ok(await other.call(liveContracts.viewChannel, undefined, { as: { token: teacher } }))).toMatchObject({
        isPushing: 1,
        viewers,
      });

    // A new key, given on the instance without the ingest, cuts the push there, and the old key is refused.
    ok(await other.call(liveContracts.resetChannelToken, undefined, { as: { token: teacher } }));
    await exited(first);
    const again = push(key);
    await exited(again);
    expect(again.exitCode).not.toBe(0);

    // Still the same lesson within the grace; the teacher ends it and the recording becomes the replay.
    const log = ok(await t.call(liveContracts.listLiveLogs, {}, { as: { token: teacher } })).list[0]!;
    expect(log).toMatchObject({ periodId, liveStatus: 2 });
    const ended = ok(await t.call(liveContracts.saveLiveLog, { id: log.id, isEnd: 1 }, { as: { token: teacher } }));
    expect(ended).toMatchObject({ liveStatus: 3, replayStatus: 1, peakViewers: viewers, totalViewers: viewers });
    const replay = await waitFor(
      'the replay',
      async () => {
        const res = await t.call(liveContracts.getPlaybackUrl, { periodId }, { as: { token: learner } });
        return res.code === 200 ? res.data : undefined;
      },
      60,
    );
    expect(replay.playUrl).toContain(apiUrl(VOD_HLS_PATH));
    const after = ok(await t.call(liveContracts.getLiveUrl, { periodId }, { as: { token: learner } }));
    expect(after.liveStatus).toBe(5);
  }, 120_000);
});

/** Every file named recording.ts under a folder (the live recordings of a test school). */
function recordingsUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'recording.ts')
    .map((file) => path.join(dir, file));
}

describe.runIf(onSqlite)('a dropped push, on the test clock', () => {
  it('stays on the same lesson within the 5-minute grace, ends after it, and its discarded recording goes after 7 days', async () => {
    const clock = createFakeClock();
    const gracePort = await freePort();
    // The sweep runs every 50 ms here, so moving the clock is all the waiting the test does.
    const g = await createTestApp({
      clock,
      config: { live: { rtmpPort: gracePort, rtmpPublicUrl: '', sweepMs: 50 } },
    });
    try {
      let teacher = await g.tokenFor(TEACHER);
      const asTeacher = () => ({ as: { token: teacher } });
      const soon = clock.now() + 10 * 60_000;
      await buildLiveCourse(g, teacher, soon, soon + 3_600_000, '断线重连', { isFree: 1 });
      const key = ok(await g.call(liveContracts.viewChannel, undefined, asTeacher())).streamKey;
      const pushing = (wanted: 0 | 1) =>
        waitFor(`isPushing ${wanted}`, async () => {
          const channel = ok(await g.call(liveContracts.viewChannel, undefined, asTeacher()));
          return channel.isPushing === wanted ? channel : undefined;
        });
      const logs = async () => ok(await g.call(liveContracts.listLiveLogs, {}, asTeacher())).list;
      const sweeps = () => new Promise((resolve) => setTimeout(resolve, 300));

      const first = push(key, gracePort);
      await pushing(1);
      const [log] = await logs();
      ok(await g.call(liveContracts.saveLiveLog, { id: log!.id, keepReplay: 0 }, asTeacher()));
      first.kill('SIGKILL');
      await pushing(0);

      // Four minutes later the push comes back: the same broadcast goes on.
      clock.advance(4 * 60_000);
      await sweeps();
      expect(await logs()).toEqual([expect.objectContaining({ id: log!.id, liveStatus: 2 })]);
      const second = push(key, gracePort);
      await pushing(1);
      expect(await logs()).toEqual([expect.objectContaining({ id: log!.id, liveStatus: 2 })]);
      second.kill('SIGKILL');
      await pushing(0);

      // Past the grace the sweep ends it; the discarded recording stays on disk.
      clock.advance(4 * 60_000);
      await sweeps();
      expect((await logs())[0]!.liveStatus).toBe(2);
      clock.advance(2 * 60_000);
      const ended = await waitFor('the lesson to end', async () => {
        const found = (await logs())[0]!;
        return found.liveStatus === 3 ? found : undefined;
      });
      expect(ended).toMatchObject({ keepReplay: 0, replayStatus: 4 });
      expect(recordingsUnder(g.config.dataDir)).toHaveLength(1);

      // Six days on it is still there (the teacher may keep it); after seven it is deleted.
      clock.advance(6 * 24 * 3_600_000);
      await sweeps();
      expect(recordingsUnder(g.config.dataDir)).toHaveLength(1);
      clock.advance(24 * 3_600_000 + 60_000);
      await waitFor('the recording to be deleted', async () =>
        recordingsUnder(g.config.dataDir).length === 0 ? true : undefined,
      );
      teacher = await g.tokenFor(TEACHER);
      expect(await g.call(liveContracts.saveLiveLog, { id: log!.id, keepReplay: 1 }, asTeacher())).toMatchObject({
        code: 409,
        msg: '录像已删除，无法保留回放',
      });
    } finally {
      await g.close();
    }
  }, 120_000);
});

describe.runIf(onSqlite)('two ingests in one process', () => {
  it('each answers only the pushes to its own port (the RTMP library’s events are shared), and is closed once its ffmpeg stops', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ingests-'));
    const log = { info: () => {}, warn: () => {} };
    const ffmpegPath = findMediaTools({ ffmpegPath: '', ffprobePath: '' }).ffmpeg;
    const askedFirst: string[] = [];
    const first = startIngest({
      port: 0,
      ffmpegPath,
      log,
      stopped: async () => {},
      accept: async (_app, key) => {
        askedFirst.push(key);
        return 'unknown or rotated stream key';
      },
    });
    // The second takes its time to say yes, as a database read under load does.
    const second = startIngest({
      port: 0,
      ffmpegPath,
      log,
      stopped: async () => {},
      accept: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { id: 7, hlsDir: path.join(dir, 'hls'), recordingFile: path.join(dir, 'recording.ts') };
      },
    });
    try {
      await first.listening;
      const child = push('key-of-the-second', await second.listening);
      await waitFor('the push on the second ingest', async () => (second.isPushing(7) ? true : undefined));
      expect(askedFirst).toEqual([]);
      expect(first.isPushing(7)).toBe(false);
      child.kill('SIGKILL');
      await exited(child);
    } finally {
      await first.close();
      await second.close();
    }
    // Closed means its ffmpeg has stopped writing into the broadcast's folder.
    const files = () =>
      fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${entry.name} ${fs.statSync(path.join(entry.parentPath, entry.name)).size}`)
        .sort();
    const written = files();
    expect(written.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(files()).toEqual(written);
    fs.rmSync(dir, { recursive: true });
  });
});
