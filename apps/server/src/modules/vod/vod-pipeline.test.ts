import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TranscodeJobListBody, vodContracts } from '@school/contracts';
import { loadConfig } from '../../core/config.ts';
import type { Caller } from '../../testing/call.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { VideoReadyEvent } from './vod.service.ts';
import {
  chunkOf,
  fieldsFor,
  makeVideo,
  sendChunk,
  uploadFile,
  userId,
  viewVideo,
  vodBeside,
  waitForVideo,
} from './vod-fixtures.ts';

/**
 * The transcoding job as teachers and operators see it. The test app runs no jobs; a second
 * instance (`worker`, one attempt per job) runs them when the test says, as a separate worker would.
 */
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-vod-pipeline-'));
let t: TestApp;
let worker: ReturnType<typeof vodBeside>;
let h264: Buffer;
let teacher: string;
let videoId = '';
const ready: VideoReadyEvent[] = [];

beforeAll(async () => {
  h264 = await makeVideo(mediaDir, 'h264');
  const defaults = loadConfig({});
  t = await createTestApp({ config: { runJobs: false, vod: { ...defaults.vod, transcodeAttempts: 1 } } });
  worker = vodBeside(t, { attempts: 1 });
  worker.vod.onVideoReady((event) => void ready.push(event));
  teacher = await t.tokenFor('13800000002');
});
afterAll(async () => {
  await worker.jobs.stop();
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const jobsList = (body: TranscodeJobListBody, as: Caller = 'operator') =>
  t.call(vodContracts.adminListTranscodeJobs, body, { as });
const sourceFile = async () => {
  const row = await t.db
    .selectFrom('vod_video')
    .select('source_key')
    .where('id', '=', Number(videoId))
    .executeTakeFirstOrThrow();
  return path.join(t.config.dataDir, 'media', row.source_key);
};

describe('the transcoding job', () => {
  it('is queued with the upload and shows waiting until a worker runs it', async () => {
    const res = await uploadFile(t, teacher, h264, '口语课 第一讲.mp4');
    expect(res.data.videoStatus).toBe(1);
    videoId = res.data.videoId;
    expect((await viewVideo(t, teacher, videoId)).data).toMatchObject({
      videoStatus: 1,
      renditions: [],
      coverUrl: '',
      duration: 2,
      width: 640,
      height: 360,
    });
    const waiting = await jobsList({ state: 'waiting' });
    expect(waiting.data.list).toEqual([
      expect.objectContaining({
        videoId,
        videoName: '口语课 第一讲.mp4',
        state: 'waiting',
        attempts: 0,
        videoStatus: 1,
      }),
    ]);
    const play = await t.call(vodContracts.playVideo, { videoId }, { as: { token: teacher } });
    expect([play.status, play.msg]).toEqual([409, '视频正在转码，请稍后再试']);
  });

  it('a failed transcode shows its reason to the teacher and to the operator', async () => {
    const source = await sourceFile();
    fs.renameSync(source, `${source}.away`);
    worker.jobs.start();
    const failed = await waitForVideo(t, teacher, videoId);
    expect(failed).toMatchObject({ videoStatus: 4, failReason: '转码失败：源文件不存在' });
    const listed = await jobsList({ state: 'failed' });
    expect(listed.data.list[0]).toMatchObject({ videoId, state: 'failed', attempts: 1, lastError: '源文件不存在' });
    const play = await t.call(vodContracts.playVideo, { videoId }, { as: { token: teacher } });
    expect([play.status, play.msg]).toEqual([409, '视频转码失败，暂时无法播放']);
    fs.renameSync(`${source}.away`, source);
  });

  it('only an operator of the school retries it; the video then plays, its H.264 copied as is', async () => {
    const jobId = (await jobsList({ state: 'failed' })).data.list[0]!.id;
    expect((await t.call(vodContracts.adminRetryTranscodeJob, { id: jobId })).code).toBe(303);
    expect((await t.call(vodContracts.adminRetryTranscodeJob, { id: jobId }, { as: 'learner' })).code).toBe(302);
    const foreign = await t.call(vodContracts.adminRetryTranscodeJob, { id: jobId }, { as: 'otherOperator' });
    expect([foreign.status, foreign.msg]).toEqual([404, '转码任务不存在']);
    expect((await jobsList({}, 'otherOperator')).data.totalCount).toBe(0);

    const retried = await t.call(vodContracts.adminRetryTranscodeJob, { id: jobId }, { as: 'operator' });
    expect(retried.data).toMatchObject({ id: jobId, state: 'waiting', attempts: 0 });
    // The app's own job worker may take the job up between the retry and the reply's read of the video.
    expect([1, 2]).toContain(retried.data.videoStatus);
    const video = await waitForVideo(t, teacher, videoId);
    expect(video).toMatchObject({ videoStatus: 3, renditions: ['360p'], failReason: '' });
    const row = await t.db
      .selectFrom('vod_video')
      .select('renditions')
      .where('id', '=', Number(videoId))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.renditions)).toEqual([expect.objectContaining({ name: '360p', copied: true, width: 640 })]);
    // The listeners are told just after the video is marked ready, so the event may trail the status.
    const ownerUserId = await userId(t, '13800000002');
    await vi.waitFor(() => expect(ready).toEqual([{ siteId: 11, videoId: Number(videoId), ownerUserId }]));

    const again = await t.call(vodContracts.adminRetryTranscodeJob, { id: jobId }, { as: 'operator' });
    expect([again.status, again.msg]).toEqual([409, '只有失败的转码任务可以重试']);
    expect((await jobsList({ state: 'done' })).data.list[0]).toMatchObject({
      id: jobId,
      state: 'done',
      videoStatus: 3,
    });
  });

  it("lists a teacher's own videos, and no one else's", async () => {
    const mine = await t.call(vodContracts.listVideos, { videoName: '口语' }, { as: { token: teacher } });
    expect(mine.data.list.map((video) => video.id)).toEqual([videoId]);
    const none = await t.call(vodContracts.listVideos, { videoName: '听力' }, { as: { token: teacher } });
    expect(none.data.totalCount).toBe(0);
    const organisation = await t.tokenFor('13800000003');
    expect((await t.call(vodContracts.listVideos, {}, { as: { token: organisation } })).data.list).toEqual([]);
    const view = await viewVideo(t, organisation, videoId);
    expect([view.status, view.msg]).toEqual([404, '视频不存在或已被删除']);
  });

  it('a removed video plays no more and its media are gone', async () => {
    const play = await t.call(vodContracts.playVideo, { videoId }, { as: { token: teacher } });
    expect(play.code).toBe(200);
    await worker.vod.removeVideo(11, Number(videoId));
    const master = await t.app.inject({ method: 'GET', url: play.data.playUrl });
    expect([master.statusCode, master.json<{ msg: string }>().msg]).toEqual([404, '视频不存在或已被删除']);
    expect(fs.existsSync(path.join(t.config.dataDir, 'media', 'vod', '11', videoId))).toBe(false);
    expect((await viewVideo(t, teacher, videoId)).code).toBe(404);
  });
});

describe('chunks sent at once', () => {
  it('the last two chunks arriving together both answer with the one video', async () => {
    const raw = await makeVideo(mediaDir, 'raw480');
    const fields = fieldsFor(raw, '并发.mkv');
    const check = await sendChunk(t, { token: teacher, fields });
    const uploadStatusId = check.data.uploadStatusId;
    const send = (n: number) =>
      sendChunk(t, {
        token: teacher,
        fields: { ...fields, chunkNumber: n, uploadStatusId },
        chunk: chunkOf(raw, n),
      });
    await send(1);
    const [two, three] = await Promise.all([send(2), send(3)]);
    const answered = [two, three].filter((res) => res.data.videoId !== '');
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const res of [two, three]) expect(res.code).toBe(200);
    expect(new Set(answered.map((res) => res.data.videoId)).size).toBe(1);
    const videos = await t.db.selectFrom('vod_video').select('id').where('md5', '=', fields.identifier).execute();
    expect(videos.map((video) => String(video.id))).toEqual([answered[0]!.data.videoId]);
  });
});

describe('demo lessons', () => {
  it('are made once with ffmpeg, kept under DEMO_CACHE_DIR/demo-media, and ingested like an upload', async () => {
    const owner = await userId(t, '13800000002');
    const lesson = { title: '演示课：Greetings 问候', seconds: 2, width: 320, height: 180, color: '#2e7d32' };
    const first = await worker.vod.ingestDemoLesson(11, owner, lesson);
    expect(first).toMatchObject({ videoName: '演示课：Greetings 问候.mp4', width: 320, height: 180, duration: 2 });
    const [made] = fs.readdirSync(path.join(t.config.demoCacheDir, 'demo-media'));
    const madeAt = fs.statSync(path.join(t.config.demoCacheDir, 'demo-media', made!)).mtimeMs;

    const video = await waitForVideo(t, teacher, first.id);
    expect(video).toMatchObject({ videoStatus: 3, renditions: ['180p'] });

    // A later start finds the file and the video: nothing is made or ingested again.
    const second = await worker.vod.ingestDemoLesson(11, owner, lesson);
    expect(second.id).toBe(first.id);
    expect(fs.readdirSync(path.join(t.config.demoCacheDir, 'demo-media'))).toEqual([made]);
    expect(fs.statSync(path.join(t.config.demoCacheDir, 'demo-media', made!)).mtimeMs).toBe(madeAt);
  });

  it('a file that is not a video is refused by ingestFile too', async () => {
    const file = path.join(mediaDir, 'notes.mp4');
    fs.writeFileSync(file, 'not a video at all');
    await expect(worker.vod.ingestFile(11, await userId(t, '13800000002'), file)).rejects.toThrow(
      '文件不是可播放的视频，请上传 mp4、mov、flv 等视频文件',
    );
  });
});
