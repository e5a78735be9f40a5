import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pictureSrcSet } from '@school/contracts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import {
  claimedSizePng,
  multipartBody,
  pdfBytes,
  pngBytes,
  solidPicture,
  upload,
  wavBytes,
} from './upload-fixtures.ts';

let t: TestApp;
let learner: string;
beforeAll(async () => {
  t = await createTestApp();
  learner = await t.tokenFor('13800000001');
});
afterAll(() => t.close());

const countUploads = async () => (await t.db.selectFrom('upload_file').select('id').execute()).length;

describe('uploading pictures and documents', () => {
  it('stores a picture on disk and serves it', async () => {
    const res = await upload(t.app, learner, 'avatar.png', pngBytes());
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: 'avatar.png', mimeType: 'image/png', size: pngBytes().length });
    expect(res.data.url).toMatch(/^\/files\/upload\/11\/\d{6}\/\d+_w1\.png$/);
    expect(fs.existsSync(path.join(t.config.dataDir, res.data.url.replace('/files/', 'files/')))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('accepts a PDF attachment and keeps only the base of its name', async () => {
    const res = await upload(t.app, learner, '../../etc/讲义.pdf', pdfBytes());
    expect(res.data).toMatchObject({ name: '讲义.pdf', mimeType: 'application/pdf' });
  });

  it('accepts audio for listening problems, judged by its bytes', async () => {
    const res = await upload(t.app, learner, 'listening.mp3', wavBytes());
    expect(res.data).toMatchObject({ mimeType: 'audio/wav' });
    expect(res.data.url).toMatch(/\.wav$/);
    const fake = await upload(t.app, learner, 'fake.mp3', Buffer.from('not really audio at all'));
    expect(fake).toMatchObject({ code: 400 });
  });

  it('judges a file by its bytes, not its name', async () => {
    const before = await countUploads();
    const disguised = await upload(t.app, learner, 'photo.png', Buffer.from('MZ\x90\x00 this is really a program'));
    expect([disguised.status, disguised.code]).toEqual([400, 400]);
    expect(disguised.msg).toMatch(/^不支持的文件类型/);
    const svg = await upload(
      t.app,
      learner,
      'logo.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.code).toBe(400);
    const pngNamedPdf = await upload(t.app, learner, 'notes.pdf', pngBytes());
    expect(pngNamedPdf.data.mimeType).toBe('image/png');
    expect(await countUploads()).toBe(before + 1);
  });

  it('refuses pictures over 5 MB, empty files and a missing file field', async () => {
    const before = await countUploads();
    const big = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(t.app, learner, 'big.png', big)).msg).toBe('图片不能超过 5 MB');
    expect((await upload(t.app, learner, 'empty.png', Buffer.alloc(0))).msg).toBe('文件为空');
    expect((await upload(t.app, learner, 'a.png', pngBytes(), { field: 'avatar' })).msg).toBe(
      '参数错误：file 不能为空',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/apis/system/auth/upload/aliyun',
      headers: { 'site-id': '11', token: learner },
      payload: { file: 'x' },
    });
    expect(json.json()).toMatchObject({ code: 400, msg: '请使用 multipart/form-data 上传文件' });
    expect(await countUploads()).toBe(before);
  });

  it('is only for signed-in users of the school', async () => {
    expect((await upload(t.app, undefined, 'a.png', pngBytes())).code).toBe(303);
    expect((await upload(t.app, learner, 'a.png', pngBytes(), { site: OTHER_SITE_ID })).code).toBe(302);
    const { payload, contentType } = multipartBody('a.png', pngBytes());
    const noSite = await t.app.inject({
      method: 'POST',
      url: '/apis/system/auth/upload/aliyun',
      headers: { 'content-type': contentType, token: learner },
      payload,
    });
    expect(noSite.json()).toMatchObject({ code: 400, msg: '缺少站点编号（site-id）' });
  });
});

describe('malformed multipart bodies', () => {
  const routes = ['/system/auth/upload/aliyun', '/system/admin/upload/picture'];
  const { payload, contentType } = multipartBody('a.png', pngBytes(3));
  const bodies: [string, string, Buffer][] = [
    ['no boundary', 'multipart/form-data', payload],
    ['a truncated body', contentType, payload.subarray(0, 80)],
    ['a mismatched boundary', 'multipart/form-data; boundary=----another', payload],
    ['a 300-character boundary', `multipart/form-data; boundary=${'b'.repeat(300)}`, payload],
  ];

  for (const url of routes) {
    it(`${url} answers 400 in Chinese and stores nothing`, async () => {
      const token = url.includes('/admin/') ? await t.operatorToken() : learner;
      const before = await countUploads();
      for (const [, type, body] of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/apis${url}`,
          headers: { 'site-id': '11', token, 'content-type': type },
          payload: body,
        });
        expect([res.statusCode, res.json()]).toEqual([
          400,
          { code: 400, msg: '上传内容不完整或格式不正确，请重新上传', data: null },
        ]);
      }
      expect(await countUploads()).toBe(before);
    });
  }
});

describe('resized copies of pictures', () => {
  const fileOf = (url: string) => path.join(t.config.dataDir, url.replace('/files/', 'files/'));
  const filesBeside = (url: string) => {
    const stem = path.basename(url).replace(/\.\w+$/, '');
    return fs
      .readdirSync(path.dirname(fileOf(url)))
      .filter((name) => name.startsWith(stem))
      .sort();
  };

  it('a photo gets WebP copies at every ladder width below its own, and its own width; all are served', async () => {
    const photo = await solidPicture(1600, 900);
    const res = await upload(t.app, learner, '横幅.jpg', photo);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ mimeType: 'image/jpeg', size: photo.length });
    const id = /\/(\d+)_w1600\.jpg$/.exec(res.data.url)?.[1];
    expect(id).toBeDefined();
    expect(filesBeside(res.data.url)).toEqual(
      [`${id}_w1600.jpg`, ...[1280, 1600, 320, 640, 960].map((width) => `${id}_w1600_${width}.webp`)].sort(),
    );
    // The original is kept byte for byte.
    expect(fs.readFileSync(fileOf(res.data.url)).equals(photo)).toBe(true);
    for (const width of [320, 640, 960, 1280, 1600]) {
      const copy = await t.app.inject({ method: 'GET', url: res.data.url.replace('.jpg', `_${width}.webp`) });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      const size = await sharp(copy.rawPayload).metadata();
      expect([size.format, size.width, size.height]).toEqual(['webp', width, Math.round((width * 900) / 1600)]);
    }
    // The page's srcset names exactly these files.
    expect(pictureSrcSet(res.data.url)).toBe(
      [320, 640, 960, 1280, 1600]
        .map((width) => `${res.data.url.replace('.jpg', `_${width}.webp`)} ${width}w`)
        .join(', '),
    );
  });

  it('never enlarges: a small picture gets one copy at its own width, a huge one stops at the top of the ladder', async () => {
    const small = await upload(t.app, learner, 'avatar.png', await solidPicture(200, 200, 'png'));
    expect(small.data.url).toMatch(/_w200\.png$/);
    expect(filesBeside(small.data.url)).toHaveLength(2);
    expect(pictureSrcSet(small.data.url)).toBe(`${small.data.url.replace('.png', '_200.webp')} 200w`);

    const wide = await upload(t.app, learner, 'wide.webp', await solidPicture(3000, 1000, 'webp'));
    expect(wide.data.url).toMatch(/_w3000\.webp$/);
    expect(filesBeside(wide.data.url).filter((name) => name.includes('_w3000_'))).toEqual(
      [1280, 1920, 320, 640, 960].map((width) => path.basename(wide.data.url).replace('.webp', `_${width}.webp`)),
    );
  });

  it('keeps a GIF as uploaded, without copies, so its animation survives', async () => {
    const res = await upload(t.app, learner, 'moving.gif', await solidPicture(400, 300, 'gif'));
    expect(res.data).toMatchObject({ mimeType: 'image/gif' });
    expect(res.data.url).toMatch(/\/\d+\.gif$/);
    expect(filesBeside(res.data.url)).toHaveLength(1);
    expect(pictureSrcSet(res.data.url)).toBeUndefined();
  });

  it('refuses a picture that cannot be decoded or has too many pixels, and stores nothing', async () => {
    const before = await countUploads();
    const folder = path.join(t.config.dataDir, 'files/upload/11');
    const filesBefore = fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).length : 0;
    const photo = await solidPicture(800, 600);
    const truncated = await upload(t.app, learner, 'broken.jpg', photo.subarray(0, 200));
    expect([truncated.status, truncated.code, truncated.msg]).toEqual([400, 400, '图片已损坏，无法读取']);
    const bomb = await upload(t.app, learner, 'bomb.png', claimedSizePng(20000, 20000));
    expect([bomb.status, bomb.code, bomb.msg]).toEqual([400, 400, '图片像素过多，请缩小到 40 百万像素以内再上传']);
    expect(await countUploads()).toBe(before);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).length : 0).toBe(filesBefore);
  });
});

describe('the console uploads pictures', () => {
  const picture = { url: '/system/admin/upload/picture' };

  it('stores an operator picture and serves it', async () => {
    const admin = await t.operatorToken();
    const res = await upload(t.app, admin, '横幅.png', pngBytes(7), picture);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: '横幅.png', mimeType: 'image/png' });
    expect(res.data.url).toMatch(/^\/files\/upload\/11\/\d{6}\/\d+_w1\.png$/);
    const row = await t.db
      .selectFrom('upload_file')
      .selectAll()
      .where('url', '=', res.data.url)
      .executeTakeFirstOrThrow();
    expect(row.uploader_kind).toBe('operator');
    expect((await t.app.inject({ method: 'GET', url: res.data.url })).statusCode).toBe(200);
  });

  it('takes pictures only, judged by their bytes', async () => {
    const admin = await t.operatorToken();
    const before = await countUploads();
    const pdf = await upload(t.app, admin, 'logo.png', pdfBytes(), picture);
    expect([pdf.status, pdf.code, pdf.msg]).toEqual([400, 400, '不支持的文件类型，请上传图片（jpg/png/gif/webp）']);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(t.app, admin, 'logo.svg', svg, picture)).code).toBe(400);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(t.app, admin, 'big.png', big, picture)).msg).toBe('图片不能超过 5 MB');
    expect(await countUploads()).toBe(before);
  });

  it('is closed to visitors, learners and operators of other schools', async () => {
    const before = await countUploads();
    expect((await upload(t.app, undefined, 'a.png', pngBytes(), picture)).code).toBe(303);
    expect((await upload(t.app, learner, 'a.png', pngBytes(), picture)).code).toBe(302);
    const admin = await t.operatorToken();
    expect((await upload(t.app, admin, 'a.png', pngBytes(), { ...picture, site: OTHER_SITE_ID })).code).toBe(302);
    expect(await countUploads()).toBe(before);
  });

  it('a console picture never counts as a learner photo, even under the same id', async () => {
    const admin = await t.operatorToken();
    const res = await upload(t.app, admin, 'face.png', pngBytes(9), picture);
    const me = await t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', 11)
      .where('mobile', '=', '13800000001')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('upload_file').set({ user_id: me.id }).where('url', '=', res.data.url).execute();
    const face = await t.app.inject({
      method: 'POST',
      url: '/apis/user/auth/user/ext/face/contras/code',
      headers: { 'site-id': '11', token: learner },
      payload: { faceImgUrl: res.data.url },
    });
    expect(face.json()).toMatchObject({ code: 400, msg: '请先拍摄并上传本人照片' });
  });
});
