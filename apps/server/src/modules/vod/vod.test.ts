import { createDecipheriv } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limits, vodContracts, apiUrl, hlsMasterPath } from '@school/contracts';
import { createFakeClock, createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { probeFile } from './media-tools.ts';
import {
  chunkOf,
  fieldsFor,
  makeVideo,
  md5,
  sendChunk,
  tools,
  userId,
  vodBeside,
  waitForVideo,
} from './vod-fixtures.ts';

/**
 * A real video (ffmpeg testsrc, three chunks) goes the whole way: uploaded in chunks, cut off, resumed
 * on a restarted server, assembled and checked, transcoded by the job, then played through HLS.
 */
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-vod-media-'));
const clock = createFakeClock();
let t: TestApp;
let raw: Buffer;
let teacher: string;
let learner: string;
let otherLearner: string;
let videoId = '';

beforeAll(async () => {
  raw = await makeVideo(mediaDir, 'raw480');
  t = await createTestApp({ clock });
  teacher = await t.tokenFor('13800000002');
  learner = await t.tokenFor('13800000001');
  otherLearner = await t.tokenFor('13800000004');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** GET of an HLS address as hls.js or Safari asks for it: no site-id header, at most a session. */
async function fetchHls(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.rawPayload };
}
const beside = (playUrl: string, relative: string) => new URL(relative, `http://school${playUrl}`).pathname;
const envelope = (body: Buffer) => JSON.parse(body.toString()) as { code: number; msg: string };

describe('a teacher uploads a video in chunks', () => {
  it('resumes after a closed tab and a server restart, then assembles, checks and queues it', async () => {
    const fields = fieldsFor(raw, '第一课 自我介绍.mkv', { periodId: '123456' });
    expect(fields.totalChunks).toBe(3);

    // The first server instance takes one chunk, then the tab closes and the server restarts.
    const first = await createTestApp({ database: t, clock, config: { dataDir: t.config.dataDir } });
    const check = await sendChunk(first, { token: teacher, fields });
    expect(check.data).toMatchObject({ state: '123456', videoId: '', uploads: [], videoStatus: 0 });
    const uploadStatusId = check.data.uploadStatusId;
    const one = await sendChunk(first, {
      token: teacher,
      fields: { ...fields, chunkNumber: 1, uploadStatusId },
      chunk: chunkOf(raw, 1),
    });
    expect(one.data.uploads).toEqual([1]);
    await first.close();

    // The page opens again on the restarted server: the check call finds the same upload by its file.
    const resumed = await sendChunk(t, { token: teacher, fields });
    expect(resumed.data).toMatchObject({ uploadStatusId, uploads: [1], videoId: '' });

    const three = await sendChunk(t, {
      token: teacher,
      fields: { ...fields, chunkNumber: 3, uploadStatusId, currentChunkSize: raw.length - 2 * Limits.uploadChunkBytes },
      chunk: chunkOf(raw, 3),
    });
    expect(three.data).toMatchObject({ uploads: [1, 3], videoId: '' });
    const two = await sendChunk(t, {
      token: teacher,
      fields: { ...fields, chunkNumber: 2, uploadStatusId },
      chunk: chunkOf(raw, 2),
    });
    expect(two.code).toBe(200);
    expect(two.data).toMatchObject({ state: '123456', uploadStatusId, uploads: [1, 2, 3] });
    expect(two.data.videoId).toMatch(/^\d+$/);
    videoId = two.data.videoId;

    const row = await t.db
      .selectFrom('vod_video')
      .selectAll()
      .where('id', '=', Number(videoId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      site_id: 11,
      owner_user_id: await userId(t, '13800000002'),
      video_name: '第一课 自我介绍.mkv',
      file_size: raw.length,
      md5: md5(raw),
      duration_ms: 1000,
      width: 854,
      height: 480,
    });
    expect(row.aes_key).toMatch(/^[0-9a-f]{32}$/);
    const job = await t.db.selectFrom('job').selectAll().where('id', '=', row.job_id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'vod.transcode', site_id: 11 });
    // The chunks are gone; the source is in the private media store, not under the public /files.
    expect(fs.existsSync(path.join(t.config.dataDir, 'vod-upload', '11', uploadStatusId))).toBe(false);
    expect(fs.readFileSync(path.join(t.config.dataDir, 'media', row.source_key)).equals(raw)).toBe(true);
  });

  it('the job transcodes it to an encrypted HLS ladder that the teacher can preview', async () => {
    const video = await waitForVideo(t, teacher, videoId);
    expect(video).toMatchObject({ videoStatus: 3, renditions: ['360p', '480p'], failReason: '', duration: 1 });
    expect(video.coverUrl).toMatch(/^\/files\/vod\/11\/\d+\/cover\.jpg$/);
    const cover = await t.app.inject({ method: 'GET', url: video.coverUrl });
    expect([cover.statusCode, cover.headers['content-type']]).toEqual([200, 'image/jpeg']);

    const play = await t.call(vodContracts.playVideo, { videoId }, { as: { token: teacher } });
    expect(play.code).toBe(200);
    expect(play.data).toMatchObject({ videoId, videoName: '第一课 自我介绍.mkv', width: 854, height: 480 });
    expect(play.data.playUrl).toBe(apiUrl(hlsMasterPath(play.data.playToken)));

    const master = await fetchHls(play.data.playUrl);
    expect([master.status, master.type]).toEqual([200, 'application/vnd.apple.mpegurl']);
    const text = master.body.toString();
    expect(text).toMatch(/^#EXTM3U\n/);
    expect(text).toMatch(/RESOLUTION=640x360\n360p\/index\.m3u8/);
    expect(text).toMatch(/RESOLUTION=854x480\n480p\/index\.m3u8/);

    const variant = await fetchHls(beside(play.data.playUrl, '360p/index.m3u8'));
    expect(variant.status).toBe(200);
    expect(variant.body.toString()).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
    expect(variant.body.toString()).toContain('seg_00000.ts');

    const segment = await fetchHls(beside(play.data.playUrl, '360p/seg_00000.ts'));
    expect([segment.status, segment.type]).toEqual([200, 'video/mp2t']);
    // Encrypted: not the bare MPEG-TS packet train (a sync byte every 188 bytes). One byte alone
    // would be 0x47 in one segment of 256 by chance.
    expect([0, 188, 376].every((at) => segment.body[at] === 0x47)).toBe(false);

    const key = await fetchHls(beside(play.data.playUrl + '/../360p/index.m3u8', '../key'), { token: teacher });
    expect([key.status, key.body.length]).toEqual([200, 16]);

    // The key opens the segment (IV = media sequence number 0) into H.264/AAC at 360p.
    const decipher = createDecipheriv('aes-128-cbc', key.body, Buffer.alloc(16));
    const clear = Buffer.concat([decipher.update(segment.body), decipher.final()]);
    expect(clear[0]).toBe(0x47);
    const clearFile = path.join(mediaDir, 'clear.ts');
    fs.writeFileSync(clearFile, clear);
    const info = await probeFile(tools, clearFile, path.join(mediaDir, 'probe'));
    expect(info.video).toMatchObject({ codec: 'h264', width: 640, height: 360 });
    expect(info.audio?.codec).toBe('aac');
  });

  it('a learner plays it with a play token from the course; a copied address is useless to others', async () => {
    const { vod } = vodBeside(t, { clock });
    const granted = await vod.issuePlayToken(11, { kind: 'user', id: await userId(t, '13800000001') }, Number(videoId));

    const play = await t.call(vodContracts.playVideo, { playToken: granted.playToken }, { as: { token: learner } });
    expect(play.code).toBe(200);
    expect(play.data.playUrl).toBe(granted.playUrl);

    // The key needs the token and the learner's own session (the browser sends its cookie).
    const keyUrl = beside(granted.playUrl, 'key');
    const own = await fetchHls(keyUrl, { cookie: `theme=dark; ${Limits.tokenCookie}=${learner}` });
    expect([own.status, own.body.length]).toEqual([200, 16]);

    const visitor = await fetchHls(keyUrl);
    expect([visitor.status, envelope(visitor.body).code]).toEqual([401, 303]);
    for (const other of [otherLearner, teacher]) {
      const refused = await fetchHls(keyUrl, { token: other });
      expect([refused.status, envelope(refused.body).msg]).toEqual([403, '播放密钥只发给获得授权的本人']);
    }
    const elsewhere = await fetchHls(keyUrl, { token: await t.tokenFor('13800000001', OTHER_SITE_ID) });
    expect(elsewhere.status).toBe(401);

    // Nor can another reader turn the token into play info, here or at another school.
    const foreign = await t.call(
      vodContracts.playVideo,
      { playToken: granted.playToken },
      { as: { token: otherLearner } },
    );
    expect([foreign.status, foreign.msg]).toEqual([403, '播放凭证不属于当前用户']);
    const otherSite = await t.call(vodContracts.playVideo, { playToken: granted.playToken }, { as: 'otherSchoolUser' });
    expect([otherSite.status, otherSite.msg]).toEqual([403, '播放凭证不属于当前用户']);

    // A learner cannot preview a video by its id, and a forged token is refused everywhere.
    const byId = await t.call(vodContracts.playVideo, { videoId }, { as: { token: learner } });
    expect([byId.status, byId.msg]).toEqual([403, '只能预览自己上传的视频，学员请从课程页观看']);
    // A changed token body under the old signature.
    const forged = granted.playToken.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));
    const forgedList = await fetchHls(apiUrl(hlsMasterPath(forged)));
    expect([forgedList.status, envelope(forgedList.body).msg]).toEqual([403, '播放凭证无效']);
    const traversal = await fetchHls(beside(granted.playUrl, '360p/..%2F..%2Fsource.mkv'));
    expect(traversal.status).toBe(404);
  });

  it('an operator may preview any video of the school, with the console session', async () => {
    const admin = await t.operatorToken();
    const play = await t.call(vodContracts.adminPlayVideo, { videoId }, { as: 'operator' });
    expect(play.code).toBe(200);
    const keyUrl = beside(play.data.playUrl, 'key');
    expect((await fetchHls(keyUrl, { token: admin })).body.length).toBe(16);
    expect((await fetchHls(keyUrl, { token: teacher })).status).toBe(401);
    const otherSchool = await t.call(vodContracts.adminPlayVideo, { videoId }, { as: 'otherOperator' });
    expect([otherSchool.status, otherSchool.msg]).toEqual([404, '视频不存在或已被删除']);
  });

  it('the same file again is the same video at once (instant upload); another teacher uploads their own', async () => {
    const again = await sendChunk(t, { token: teacher, fields: fieldsFor(raw, '重新上传.mkv') });
    expect(again.data).toMatchObject({ videoId, uploads: [1, 2, 3], videoStatus: 3, state: '' });
    const organisation = await t.tokenFor('13800000003');
    const theirs = await sendChunk(t, { token: organisation, fields: fieldsFor(raw, '机构的课.mkv') });
    expect(theirs.data).toMatchObject({ videoId: '', uploads: [] });
    expect(theirs.data.uploadStatusId).not.toBe(again.data.uploadStatusId);
    const videos = await t.db.selectFrom('vod_video').select('id').where('md5', '=', md5(raw)).execute();
    expect(videos).toHaveLength(1);
  });

  it('an expired play token opens nothing', async () => {
    const play = await t.call(vodContracts.playVideo, { videoId }, { as: { token: teacher } });
    clock.advance(7 * 60 * 60 * 1000);
    for (const url of [
      play.data.playUrl,
      beside(play.data.playUrl, '360p/index.m3u8'),
      beside(play.data.playUrl, '360p/seg_00000.ts'),
    ]) {
      const expired = await fetchHls(url);
      expect([expired.status, envelope(expired.body).msg]).toEqual([403, '播放凭证已过期，请重新打开课程']);
    }
    const key = await fetchHls(beside(play.data.playUrl, 'key'), { token: teacher });
    expect(key.status).toBe(403);
    const info = await t.call(vodContracts.playVideo, { playToken: play.data.playToken }, { as: { token: teacher } });
    expect([info.status, info.msg]).toEqual([403, '播放凭证已过期，请重新打开课程']);
  });
});
