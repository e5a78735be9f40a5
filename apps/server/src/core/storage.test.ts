import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import sharp from 'sharp';
import { pictureSrcSet, userContracts } from '@school/contracts';
import { startS3Server, type S3TestServer } from '../testing/s3-server.ts';
import { pngBytes, solidPicture, uploadAs } from '../modules/upload/upload-fixtures.ts';
import { createLocalStorage, createS3Storage, type FileStorage } from './storage.ts';

/** Both stores behind the same interface; the S3 one against a real S3-compatible server (s3rver). */

let s3: S3TestServer;
let t: TestApp;
let client: S3Client;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'school-storage-'));

beforeAll(async () => {
  s3 = await startS3Server(['school']);
  client = new S3Client({
    endpoint: s3.options.endpoint,
    region: s3.options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.options.accessKeyId, secretAccessKey: s3.options.secretAccessKey },
  });
  t = await createTestApp({ config: { s3: { ...s3.options, mediaBucket: '', publicUrl: 'https://cdn.example.cn' } } });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const objectOf = async (key: string) => {
  const object = await client.send(new GetObjectCommand({ Bucket: 'school', Key: key }));
  return { body: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType };
};

const scratchFile = (bytes: Buffer) => {
  const file = path.join(scratch, `${randomBytes(4).toString('hex')}.bin`);
  fs.writeFileSync(file, bytes);
  return file;
};

describe('uploads through an S3-compatible store', () => {
  it('puts uploads in the bucket and links them under the public address', async () => {
    const res = await uploadAs(t, 'learner', 'avatar.png', pngBytes(7));
    expect(res.code).toBe(200);
    expect(res.data.url).toMatch(/^https:\/\/cdn\.example\.cn\/upload\/11\/\d{6}\/\d+_w1\.png$/);
    const stored = await objectOf(res.data.url.replace('https://cdn.example.cn/', ''));
    expect(stored.body.equals(pngBytes(7))).toBe(true);
    expect(stored.contentType).toBe('image/png');
  });

  it('puts the WebP copies of a picture beside it in the bucket', async () => {
    const res = await uploadAs(t, 'learner', 'banner.jpg', await solidPicture(1000, 400));
    expect(res.data.url).toMatch(/^https:\/\/cdn\.example\.cn\/upload\/11\/\d{6}\/\d+_w1000\.jpg$/);
    const srcSet = pictureSrcSet(res.data.url) ?? '';
    const copies = srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '');
    expect(copies).toHaveLength(4);
    for (const url of copies) {
      const object = await objectOf(url.replace('https://cdn.example.cn/', ''));
      expect(object.contentType).toBe('image/webp');
      expect((await sharp(object.body).metadata()).format).toBe('webp');
    }
  });

  it('reads stored pictures back (face checks compare the bytes)', async () => {
    const token = await t.tokenFor('13800000002');
    const first = await uploadAs(t, { token }, 'me.png', pngBytes(8));
    const check = async (url: string) =>
      (await t.call(userContracts.faceContrasCode, { faceImgUrl: url }, { as: { token } })).data;
    expect(await check(first.data.url)).toMatchObject({ passed: 1, registered: 1 });
    const same = await uploadAs(t, { token }, 'me-again.png', pngBytes(8));
    expect(await check(same.data.url)).toMatchObject({ passed: 1, registered: 0 });
  });
});

/** What the video pipeline asks of a store, run against each kind. */
function mediaStoreBehaviour(name: string, store: () => FileStorage, multipartSeen: (key: string) => boolean) {
  describe(name, () => {
    it('takes a large file in parts and streams it back', async () => {
      const bytes = randomBytes(9 * 1024 * 1024);
      const file = scratchFile(bytes);
      await store().putFile('vod/11/1/source.mp4', file, 'video/mp4', { move: true });
      expect(fs.existsSync(file)).toBe(false);
      expect(multipartSeen('vod/11/1/source.mp4')).toBe(true);
      const read = await store().readStream('vod/11/1/source.mp4');
      expect(read?.size).toBe(bytes.length);
      const back = await buffer(read!.stream);
      expect(back.equals(bytes)).toBe(true);
      const copy = path.join(scratch, 'copy.bin');
      await store().download('vod/11/1/source.mp4', copy);
      expect(fs.readFileSync(copy).equals(bytes)).toBe(true);
    });

    it('answers undefined for a missing object and removes a folder of objects', async () => {
      expect(await store().readStream('vod/11/none/index.m3u8')).toBeUndefined();
      await store().putFile('vod/11/2/hls/360p/index.m3u8', scratchFile(Buffer.from('#EXTM3U\n')), 'text/plain');
      await store().putFile('vod/11/2/hls/360p/seg_00000.ts', scratchFile(randomBytes(100)), 'video/mp2t');
      await store().putFile('vod/11/20/keep.txt', scratchFile(Buffer.from('keep')), 'text/plain');
      expect(await text((await store().readStream('vod/11/2/hls/360p/index.m3u8'))!.stream)).toBe('#EXTM3U\n');
      await store().removePrefix('vod/11/2/');
      expect(await store().readStream('vod/11/2/hls/360p/index.m3u8')).toBeUndefined();
      expect(await store().readStream('vod/11/2/hls/360p/seg_00000.ts')).toBeUndefined();
      expect(await store().readStream('vod/11/20/keep.txt')).toBeDefined();
    });
  });
}

mediaStoreBehaviour(
  'S3 media store (s3rver)',
  () => createS3Storage({ ...s3.options, publicUrl: '' }),
  (key) => s3.created.some((event) => event.key === key && event.eventName === 'ObjectCreated:Post'),
);

const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'school-media-'));
afterAll(() => fs.rmSync(localRoot, { recursive: true, force: true }));
mediaStoreBehaviour(
  'local media store',
  () => createLocalStorage(localRoot, { folder: 'media', publicPath: null }),
  () => true,
);

describe('the local media store', () => {
  it('is private, reads in place and refuses keys outside its folder', async () => {
    const store = createLocalStorage(localRoot, { folder: 'media', publicPath: null });
    expect(await store.put('vod/11/3/a.txt', Buffer.from('a'), 'text/plain')).toBe('vod/11/3/a.txt');
    expect(store.localPath('vod/11/3/a.txt')).toBe(path.join(localRoot, 'media/vod/11/3/a.txt'));
    await expect(store.put('../files/x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/escapes/);
    await expect(store.removePrefix('')).rejects.toThrow(/escapes/);
  });
});
