import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import sharp from 'sharp';
import { pictureSrcSet } from '@school/contracts';
import { pngBytes, solidPicture, upload } from '../modules/upload/upload-fixtures.ts';

/**
 * Uploads through an S3-compatible store. The object store is the external boundary, so a minimal
 * in-test S3 endpoint (path-style PUT and GET) stands in for it; the real SDK talks to it over HTTP.
 */
const objects = new Map<string, { body: Buffer; contentType: string }>();
let endpoint = '';
const s3 = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    if (request.method === 'PUT') {
      objects.set(key, { body: Buffer.concat(chunks), contentType: String(request.headers['content-type'] ?? '') });
      response.writeHead(200, { etag: '"1"' }).end();
    } else if (request.method === 'GET' && objects.has(key)) {
      const object = objects.get(key)!;
      response
        .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
        .end(object.body);
    } else {
      response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    }
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: {
      s3: {
        endpoint,
        region: 'us-east-1',
        bucket: 'school',
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        publicUrl: 'https://cdn.example.cn',
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  s3.close();
});

describe('S3-compatible storage', () => {
  it('puts uploads in the bucket and links them under the public address', async () => {
    const token = await t.tokenFor('13800000001');
    const res = await upload(t.app, token, 'avatar.png', pngBytes(7));
    expect(res.code).toBe(200);
    expect(res.data.url).toMatch(/^https:\/\/cdn\.example\.cn\/upload\/11\/\d{6}\/\d+_w1\.png$/);
    const key = `/school/${res.data.url.replace('https://cdn.example.cn/', '')}`;
    expect(objects.get(key)?.body.equals(pngBytes(7))).toBe(true);
    expect(objects.get(key)?.contentType).toBe('image/png');
  });

  it('puts the WebP copies of a picture beside it in the bucket', async () => {
    const token = await t.tokenFor('13800000001');
    const res = await upload(t.app, token, 'banner.jpg', await solidPicture(1000, 400));
    expect(res.data.url).toMatch(/^https:\/\/cdn\.example\.cn\/upload\/11\/\d{6}\/\d+_w1000\.jpg$/);
    const srcSet = pictureSrcSet(res.data.url) ?? '';
    const copies = srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '');
    expect(copies).toHaveLength(4);
    for (const url of copies) {
      const object = objects.get(`/school/${url.replace('https://cdn.example.cn/', '')}`);
      expect(object?.contentType).toBe('image/webp');
      expect((await sharp(object?.body).metadata()).format).toBe('webp');
    }
  });

  it('reads stored pictures back (face checks compare the bytes)', async () => {
    const token = await t.tokenFor('13800000002');
    const first = await upload(t.app, token, 'me.png', pngBytes(8));
    const check = async (url: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/apis/user/auth/user/ext/face/contras/code',
          headers: { 'site-id': '11', token },
          payload: { faceImgUrl: url },
        })
      ).json<{ data: { passed: number; registered: number } }>().data;
    expect(await check(first.data.url)).toMatchObject({ passed: 1, registered: 1 });
    const same = await upload(t.app, token, 'me-again.png', pngBytes(8));
    expect(await check(same.data.url)).toMatchObject({ passed: 1, registered: 0 });
  });
});
