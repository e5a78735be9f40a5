import { createDecipheriv } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vodContracts } from '@school/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startS3Server, type S3TestServer } from '../../testing/s3-server.ts';
import { makeVideo, uploadFile, waitForVideo } from './vod-fixtures.ts';

/**
 * The pipeline with S3-compatible storage (a real s3rver): the source goes up in parts to the private
 * media bucket, the job fetches it, packages it and puts the segments back; playback streams them.
 */
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-vod-s3-'));
let s3: S3TestServer;
let t: TestApp;
let teacher: string;

beforeAll(async () => {
  s3 = await startS3Server(['school', 'school-media']);
  t = await createTestApp({
    config: { s3: { ...s3.options, mediaBucket: 'school-media', publicUrl: 'https://cdn.example.cn' } },
  });
  teacher = await t.tokenFor('13800000002');
});
afterAll(async () => {
  await t.close();
  await s3.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('video on S3-compatible storage', () => {
  it('uploads, transcodes and plays with every object in the buckets', async () => {
    const source = await makeVideo(mediaDir, 'raw480x2');
    expect(source.length).toBeGreaterThan(8 * 1024 * 1024);
    const uploaded = await uploadFile(t, teacher, source, '第三课.mkv');
    expect(uploaded.data.uploads).toEqual([1, 2, 3, 4, 5]);
    const videoId = uploaded.data.videoId;

    // The source went to the media bucket as a multipart upload.
    expect(s3.created).toContainEqual({
      bucket: 'school-media',
      key: `vod/11/${videoId}/source.mkv`,
      eventName: 'ObjectCreated:Post',
    });

    const video = await waitForVideo(t, teacher, videoId);
    expect(video).toMatchObject({ videoStatus: 3, renditions: ['360p', '480p'] });
    expect(video.coverUrl).toBe(`https://cdn.example.cn/vod/11/${videoId}/cover.jpg`);
    const keys = s3.created.map((event) => `${event.bucket}/${event.key}`);
    expect(keys).toContain(`school/vod/11/${videoId}/cover.jpg`);
    for (const rendition of ['360p', '480p'])
      expect(keys).toEqual(
        expect.arrayContaining([
          `school-media/vod/11/${videoId}/hls/${rendition}/index.m3u8`,
          `school-media/vod/11/${videoId}/hls/${rendition}/seg_00000.ts`,
        ]),
      );
    // Nothing of it on the local disk.
    expect(fs.existsSync(path.join(t.config.dataDir, 'media'))).toBe(false);

    const play = await t.call(vodContracts.playVideo, { videoId }, { as: { token: teacher } });
    const at = (relative: string) => new URL(relative, `http://school${play.data.playUrl}`).pathname;
    const segment = await t.app.inject({ method: 'GET', url: at('480p/seg_00000.ts') });
    expect([segment.statusCode, segment.headers['content-type']]).toEqual([200, 'video/mp2t']);
    const key = await t.app.inject({ method: 'GET', url: at('key'), headers: { token: teacher } });
    const decipher = createDecipheriv('aes-128-cbc', key.rawPayload, Buffer.alloc(16));
    const clear = Buffer.concat([decipher.update(segment.rawPayload), decipher.final()]);
    expect(clear[0]).toBe(0x47);
    const missing = await t.app.inject({ method: 'GET', url: at('480p/seg_00099.ts') });
    expect([missing.statusCode, missing.json<{ msg: string }>().msg]).toEqual([404, '播放文件不存在']);
  });
});
