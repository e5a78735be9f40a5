import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limits, vodContracts } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { pngBytes } from '../upload/upload-fixtures.ts';
import { becomeTeacher } from '../user/user-fixtures.ts';
import { chunkOf, fieldsFor, makeVideo, md5, multipart, sendChunk, uploadFile, waitForVideo } from './vod-fixtures.ts';

/** Every way a chunk call can be wrong: a clear Chinese msg, a 4xx code, and nothing kept. */
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-vod-bad-'));
let t: TestApp;
let raw: Buffer;
let h264: Buffer;
let teacher: string;
let organisation: string;
let learner: string;
let otherSchoolTeacher: string;

beforeAll(async () => {
  [raw, h264] = await Promise.all([makeVideo(mediaDir, 'raw480'), makeVideo(mediaDir, 'h264')]);
  t = await createTestApp();
  teacher = await t.tokenFor('13800000002');
  organisation = await t.tokenFor('13800000003');
  learner = await t.tokenFor('13800000001');
  // The second school's user teaches there.
  otherSchoolTeacher = await t.tokenFor('13800000001', OTHER_SITE_ID);
  await becomeTeacher(t, otherSchoolTeacher, '13800000001', '外校老师', OTHER_SITE_ID);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .flatMap((entry) => (entry.isFile() ? [entry.name] : []))
    : [];

/** Everything an upload could leave behind. */
async function stored() {
  return {
    videos: (await t.db.selectFrom('vod_video').select('id').execute()).length,
    uploads: (await t.db.selectFrom('vod_upload').select('id').execute()).length,
    jobs: (await t.db.selectFrom('job').select('id').execute()).length,
    chunks: filesUnder(path.join(t.config.dataDir, 'vod-upload')).length,
    media: filesUnder(path.join(t.config.dataDir, 'media')).length,
  };
}

/** Runs the refused calls and checks each answer and that nothing was kept. */
async function refused(calls: [Parameters<typeof sendChunk>[1], number, string][]) {
  const before = await stored();
  for (const [call, code, msg] of calls) {
    const res = await sendChunk(t, call);
    expect([res.code, res.msg], JSON.stringify(call.fields)).toEqual([code, msg]);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  }
  expect(await stored()).toEqual(before);
}

describe('who may upload a video', () => {
  it('only signed-in teachers and organisations of the school', async () => {
    const fields = fieldsFor(h264, 'a.mp4');
    await refused([
      [{ fields, chunk: chunkOf(h264, 1) }, 303, '请先登录'],
      [
        { token: learner, fields: { ...fields, chunkNumber: 1 }, chunk: chunkOf(h264, 1) },
        403,
        '只有讲师或机构可以上传视频',
      ],
      [{ token: teacher, site: OTHER_SITE_ID, fields }, 302, '登录信息无效，请重新登录'],
      [{ token: teacher, site: null, fields }, 400, '缺少站点编号（site-id）'],
    ]);
  });
});

describe('bad chunk calls', () => {
  it('name the field that is missing or malformed', async () => {
    const fields = fieldsFor(raw, 'lesson.mkv');
    const without = (name: string) => Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
    await refused([
      [{ token: teacher, fields: without('identifier') }, 400, '参数错误：identifier 不能为空'],
      [{ token: teacher, fields: { ...fields, identifier: 'not-an-md5' } }, 400, '参数错误：identifier 格式不正确'],
      [{ token: teacher, fields: { ...fields, totalSize: '12.5' } }, 400, '参数错误：totalSize 应为整数'],
      [{ token: teacher, fields: { ...fields, filename: '' } }, 400, '参数错误：filename 不能为空'],
      [{ token: teacher, fields: { ...fields, uploadStatusId: '0' } }, 400, '参数错误：uploadStatusId 格式不正确'],
      [{ token: teacher, fields: without('totalChunks') }, 400, '参数错误：totalChunks 不能为空'],
    ]);
  });

  it('refuse chunks whose size or number does not fit the file', async () => {
    const fields = fieldsFor(raw, 'lesson.mkv');
    const last = raw.length - 2 * Limits.uploadChunkBytes;
    await refused([
      [{ token: teacher, fields: { ...fields, totalChunks: 2 } }, 400, '分片总数与文件大小不符，应为 3 片'],
      [{ token: teacher, fields: { ...fields, chunkSize: 1024000 } }, 400, '分片大小应为 2048000 字节'],
      [
        { token: teacher, fields: { ...fields, totalSize: Limits.videoMaxBytes + 1, totalChunks: 2098 } },
        400,
        '视频文件不能超过 4 GB',
      ],
      [{ token: teacher, fields, chunk: chunkOf(raw, 1) }, 400, '参数错误：chunkNumber 不能为空'],
      [{ token: teacher, fields: { ...fields, chunkNumber: 4 }, chunk: chunkOf(raw, 3) }, 400, '分片序号超出分片总数'],
      [
        { token: teacher, fields: { ...fields, chunkNumber: 0 }, chunk: chunkOf(raw, 1) },
        400,
        '参数错误：chunkNumber 不能小于 1',
      ],
      [
        { token: teacher, fields: { ...fields, chunkNumber: 1 }, chunk: chunkOf(raw, 1).subarray(1000) },
        400,
        '第 1 片大小不正确，应为 2048000 字节',
      ],
      [
        { token: teacher, fields: { ...fields, chunkNumber: 3 }, chunk: chunkOf(raw, 2).subarray(0, last + 1) },
        400,
        `第 3 片大小不正确，应为 ${last} 字节`,
      ],
      [
        { token: teacher, fields: { ...fields, chunkNumber: 2, currentChunkSize: 5 }, chunk: chunkOf(raw, 2) },
        400,
        '第 2 片大小不正确，应为 2048000 字节',
      ],
      [
        {
          token: teacher,
          fields: { ...fields, chunkNumber: 1 },
          chunk: Buffer.concat([chunkOf(raw, 1), Buffer.from('x')]),
        },
        400,
        '分片过大：每片最多 2048000 字节',
      ],
    ]);
  });

  it('refuse a chunk in the wrong field, two chunks in one call and bodies that are not multipart', async () => {
    const fields = fieldsFor(h264, 'a.mp4', { chunkNumber: 1 });
    const before = await stored();
    const send = (payload: Buffer, contentType: string) =>
      t.call(vodContracts.uploadVideo, { payload, contentType }, { as: { token: teacher } });

    const wrongField = multipart(fields, { name: 'a.mp4', bytes: h264, field: 'video' });
    expect(await send(wrongField.payload, wrongField.contentType)).toMatchObject({
      code: 400,
      msg: '参数错误：分片应放在 file 字段',
    });
    const one = multipart(fields, { name: 'a.mp4', bytes: h264 });
    const boundary = one.contentType.split('boundary=')[1]!;
    const twoFiles = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.mp4"\r\n\r\nxx\r\n--${boundary}--\r\n`,
      ),
    ]);
    expect(await send(twoFiles, one.contentType)).toMatchObject({ code: 400, msg: '一次只能上传一个分片' });
    expect(await send(one.payload.subarray(0, 300), one.contentType)).toMatchObject({
      code: 400,
      msg: '上传内容格式不正确',
    });
    expect((await send(one.payload, 'multipart/form-data')).code).toBe(400);
    expect(await t.call(vodContracts.uploadVideo, malformed('[1,2]'), { as: { token: teacher } })).toMatchObject({
      code: 400,
      msg: '请使用 multipart/form-data 上传分片',
    });
    expect(await stored()).toEqual(before);
  });
});

describe("another person's upload", () => {
  it("a chunk for another user's upload, another school's upload or another file is refused", async () => {
    const fields = fieldsFor(raw, 'lesson.mkv');
    const mine = await sendChunk(t, { token: teacher, fields });
    expect(mine.code).toBe(200);
    const uploadStatusId = mine.data.uploadStatusId;
    const chunk = { fields: { ...fields, chunkNumber: 1, uploadStatusId }, chunk: chunkOf(raw, 1) };
    await refused([
      [{ token: organisation, ...chunk }, 403, '不能向他人的上传任务提交分片'],
      [{ token: otherSchoolTeacher, site: OTHER_SITE_ID, ...chunk }, 404, '上传任务不存在，请重新选择文件上传'],
      [
        { token: teacher, fields: { ...fieldsFor(h264, 'b.mp4'), chunkNumber: 1, uploadStatusId }, chunk: h264 },
        400,
        '分片与上传任务的文件不一致',
      ],
    ]);
    const check = await sendChunk(t, { token: teacher, fields: { ...fields, uploadStatusId } });
    expect(check.data.uploads).toEqual([]);
  });
});

describe('the whole file is checked before anything is kept', () => {
  it('a chunk refused in the middle of an upload leaves the chunks already kept whole', async () => {
    const fields = fieldsFor(raw, 'middle.mkv');
    const started = await sendChunk(t, { token: teacher, fields });
    const uploadStatusId = started.data.uploadStatusId;
    const send = (n: number, bytes: Buffer) =>
      sendChunk(t, { token: teacher, fields: { ...fields, chunkNumber: n, uploadStatusId }, chunk: bytes });
    expect((await send(1, chunkOf(raw, 1))).data.uploads).toEqual([1]);
    // A short chunk 2 and a garbled chunk 1 sent again: neither counts, neither spoils chunk 1.
    expect((await send(2, chunkOf(raw, 2).subarray(7))).msg).toBe('第 2 片大小不正确，应为 2048000 字节');
    expect((await send(1, randomBytes(Limits.uploadChunkBytes))).data.uploads).toEqual([1]);
    expect((await sendChunk(t, { token: teacher, fields: { ...fields, uploadStatusId } })).data.uploads).toEqual([1]);
    await send(2, chunkOf(raw, 2));
    const done = await send(3, chunkOf(raw, 3));
    expect([done.code, done.data.uploads, done.data.videoId === '']).toEqual([200, [1, 2, 3], false]);
    // Its transcoding finishes here, so the next tests count what is stored without it moving.
    expect((await waitForVideo(t, teacher, done.data.videoId)).videoStatus).toBe(3);
  });

  it('an MD5 that does not match the bytes: refused, and the upload is dropped', async () => {
    const before = await stored();
    const fields = { ...fieldsFor(raw, 'lesson.mkv'), identifier: md5(Buffer.from('another file')) };
    let last;
    for (let n = 1; n <= 3; n++)
      last = await sendChunk(t, { token: teacher, fields: { ...fields, chunkNumber: n }, chunk: chunkOf(raw, n) });
    expect([last!.status, last!.code, last!.msg]).toEqual([400, 400, '文件校验失败：内容与 MD5 不一致，请重新上传']);
    expect(await stored()).toEqual(before);
  });

  it('a file that is not a video, renamed .mp4, is refused and nothing is kept', async () => {
    const before = await stored();
    const notVideos = [
      randomBytes(300_000),
      pngBytes(3),
      Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n这不是视频\n'),
      Buffer.concat([Buffer.from('ID3'), randomBytes(5000)]),
    ];
    for (const bytes of notVideos) {
      const res = await uploadFile(t, teacher, bytes, '第二课.mp4');
      expect([res.status, res.code, res.msg]).toEqual([
        400,
        400,
        '文件不是可播放的视频，请上传 mp4、mov、flv 等视频文件',
      ]);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('the check call and the vendor-named address', () => {
  it('the check call may be a JSON body', async () => {
    const res = await t.call(
      vodContracts.uploadVideo,
      malformed({ ...fieldsFor(h264, 'json.mp4'), relativePath: 'json.mp4' }),
      { as: { token: organisation } },
    );
    expect(res).toMatchObject({ code: 200, data: { uploads: [], videoId: '', videoStatus: 0, state: '' } });
  });

  it('/system/auth/upload/polyv speaks the same protocol on the same pipeline', async () => {
    const res = await uploadFile(t, organisation, h264, '机构课.mp4', vodContracts.uploadVideoPolyv);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ uploads: [1], videoStatus: 1 });
    const video = await t.db
      .selectFrom('vod_video')
      .selectAll()
      .where('id', '=', Number(res.data.videoId))
      .executeTakeFirstOrThrow();
    expect(video).toMatchObject({ video_name: '机构课.mp4', width: 640, height: 360, duration_ms: 2000 });
    const visitor = await sendChunk(t, { fields: fieldsFor(h264, 'x.mp4'), entry: vodContracts.uploadVideoPolyv });
    expect(visitor.code).toBe(303);
  });
});
