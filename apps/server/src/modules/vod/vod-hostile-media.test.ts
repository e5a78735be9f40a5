import fs from 'node:fs';
import { vodContracts } from '@school/contracts';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config.ts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { makeVideo, uploadFile, userId, viewVideo, vodBeside, waitForVideo } from './vod-fixtures.ts';

/**
 * Uploads that are not videos but instructions to read other files: HLS playlists, concat scripts and
 * the like, pointing at another school's paid lesson source (the canary) by relative, absolute,
 * `file://` and protocol addresses. Each is refused at upload, or fails at transcode when it reaches
 * the store another way; the canary is never read (decision 0047). Real MP4, WebM and MOV still play.
 */
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-vod-hostile-'));
let t: TestApp;
let worker: ReturnType<typeof vodBeside>;
/** A teacher of school 11, after school 12's paid lesson. */
let teacher: string;
/** School 12's lesson source, where the store keeps it. */
let canary = '';
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

beforeAll(async () => {
  const h264 = await makeVideo(mediaDir, 'h264');
  const defaults = loadConfig({});
  t = await createTestApp({ config: { runJobs: false, vod: { ...defaults.vod, transcodeAttempts: 1 } } });
  worker = vodBeside(t, { attempts: 1 });
  teacher = await t.tokenFor('13800000002');
  canary = path.join(t.config.dataDir, 'media', 'vod', String(OTHER_SITE_ID), '424242', 'source.mp4');
  fs.mkdirSync(path.dirname(canary), { recursive: true });
  fs.writeFileSync(canary, h264);
  // Any read moves the access time forward again, even on relatime mounts (it is older than a day).
  fs.utimesSync(canary, LONG_AGO, LONG_AGO);
});
afterAll(async () => {
  await worker.jobs.stop();
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const canaryUntouched = () => expect(fs.statSync(canary).atimeMs).toBe(LONG_AGO.getTime());

/** The canary's path as seen from each folder depth a tool might resolve it from. */
const relativeWays = () =>
  Array.from({ length: 8 }, (_, depth) => `${'../'.repeat(depth + 1)}media/vod/${OTHER_SITE_ID}/424242/source.mp4`);

const playlist = (entries: string[]) =>
  ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', ...entries.flatMap((e) => ['#EXTINF:2.0,', e])]
    .concat('#EXT-X-ENDLIST', '')
    .join('\n');

const hostile = (): [string, string][] => [
  ['an HLS playlist of relative (..) paths', playlist(relativeWays())],
  ['an HLS playlist of the absolute path', playlist([canary])],
  ['an HLS playlist of a file:// address', playlist([`file://${canary}`])],
  [
    'an HLS playlist of protocol addresses',
    playlist([`concat:${canary}|${canary}`, `subfile,,start,0,end,0,,:${canary}`]),
  ],
  [
    'a concat script',
    `ffconcat version 1.0\nfile '${canary}'\n${relativeWays()
      .map((p) => `file '${p}'`)
      .join('\n')}\n`,
  ],
  ['a concat script of a filter graph', "ffconcat version 1.0\nfile 'testsrc=duration=2'\noption format lavfi\n"],
];

const NOT_A_VIDEO = '文件不是可播放的视频，请上传 mp4、mov、flv 等视频文件';

const videoRows = async () => (await t.db.selectFrom('vod_video').select('id').execute()).length;

describe('uploads that would read other files', () => {
  for (const name of ['第一讲.mp4', '第一讲.mov', '第一讲', '第一讲.m3u8'])
    it(`are refused at upload under the name ${name}`, async () => {
      for (const [, text] of hostile()) {
        const res = await uploadFile(t, teacher, Buffer.from(text), name);
        expect([res.status, res.code, res.msg]).toEqual([400, 400, NOT_A_VIDEO]);
      }
      expect(await videoRows()).toBe(0);
      canaryUntouched();
    });

  it('are refused when a file of this machine is taken in (the seed) under a playlist name', async () => {
    const owner = await userId(t, '13800000002');
    for (const [index, [, text]] of hostile().entries()) {
      const file = path.join(mediaDir, `taken-${index}.m3u8`);
      fs.writeFileSync(file, text);
      await expect(worker.vod.ingestFile(11, owner, file)).rejects.toThrow(NOT_A_VIDEO);
    }
    expect(await videoRows()).toBe(0);
    canaryUntouched();
  });
});

describe('sources that reach the store another way', () => {
  /**
   * A real video goes in under the given name; its stored source is then replaced (as an older server,
   * or one with another ffmpeg, would have let in) before the worker runs.
   */
  async function swapped(name: string, replace: (source: string) => void) {
    const bytes = await makeVideo(mediaDir, 'mov');
    const res = await uploadFile(t, teacher, bytes, name);
    expect(res.code).toBe(200);
    // So the same bytes are uploaded anew next time rather than found again (instant upload).
    await t.db.deleteFrom('vod_upload').execute();
    await t.db.updateTable('vod_video').set({ md5: '' }).where('id', '=', Number(res.data.videoId)).execute();
    const row = await t.db
      .selectFrom('vod_video')
      .select('source_key')
      .where('id', '=', Number(res.data.videoId))
      .executeTakeFirstOrThrow();
    // The stored name follows the content, never the upload's `.m3u8`.
    expect(row.source_key).toMatch(/\/source\.mp4$/);
    const source = path.join(t.config.dataDir, 'media', row.source_key);
    fs.rmSync(source);
    replace(source);
    return res.data.videoId;
  }

  it('fail to transcode with a reason in Chinese and no server path, reading nothing else', async () => {
    const ids: string[] = [];
    for (const [index, [, text]] of hostile().entries())
      ids.push(await swapped(`第${index}讲.m3u8`, (source) => fs.writeFileSync(source, text)));
    ids.push(await swapped('链接.mp4', (source) => fs.symlinkSync(canary, source)));
    worker.jobs.start();
    for (const id of ids) {
      const video = await waitForVideo(t, teacher, id);
      expect(video.videoStatus).toBe(4);
      expect(video.failReason).toMatch(/^转码失败：[^/]*$/);
      const play = await t.call(vodContracts.playVideo, { videoId: id }, { as: { token: teacher } });
      expect([play.status, play.msg]).toEqual([409, '视频转码失败，暂时无法播放']);
    }
    expect(await viewVideo(t, teacher, ids[0]!)).toMatchObject({
      data: { failReason: '转码失败：视频无法转码，请检查文件能否正常播放后重新上传' },
    });
    canaryUntouched();
  });
});

describe('real videos', () => {
  for (const kind of ['h264', 'webm', 'mov'] as const)
    it(`${kind} still transcodes and plays`, async () => {
      const bytes = await makeVideo(mediaDir, kind);
      const res = await uploadFile(t, teacher, bytes, `真视频.${kind === 'h264' ? 'mp4' : kind}`);
      expect(res.code).toBe(200);
      worker.jobs.start();
      expect(await waitForVideo(t, teacher, res.data.videoId)).toMatchObject({ videoStatus: 3 });
      const play = await t.call(vodContracts.playVideo, { videoId: res.data.videoId }, { as: { token: teacher } });
      expect(play.code).toBe(200);
    });
});
