import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pictureSrcSet, uploadContracts, userContracts } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import {
  claimedSizePng,
  multipartBody,
  pdfBytes,
  pngBytes,
  solidPicture,
  uploadAs,
  wavBytes,
} from './upload-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countUploads = async () => (await t.db.selectFrom('upload_file').select('id').execute()).length;

describe('uploading pictures and documents', () => {
  it('stores a picture on disk and serves it', async () => {
    const res = await uploadAs(t, 'learner', 'avatar.png', pngBytes());
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: 'avatar.png', mimeType: 'image/png', size: pngBytes().length });
    expect(res.data.url).toMatch(/^\/files\/upload\/11\/\d{6}\/\d+_w1\.png$/);
    expect(fs.existsSync(path.join(t.config.dataDir, res.data.url.replace('/files/', 'files/')))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('accepts a PDF attachment and keeps only the base of its name', async () => {
    const res = await uploadAs(t, 'learner', '../../etc/讲义.pdf', pdfBytes());
    expect(res.data).toMatchObject({ name: '讲义.pdf', mimeType: 'application/pdf' });
  });

  it('accepts audio for listening problems, judged by its bytes', async () => {
    const res = await uploadAs(t, 'learner', 'listening.mp3', wavBytes());
    expect(res.data).toMatchObject({ mimeType: 'audio/wav' });
    expect(res.data.url).toMatch(/\.wav$/);
    const fake = await uploadAs(t, 'learner', 'fake.mp3', Buffer.from('not really audio at all'));
    expect(fake).toMatchObject({ code: 400 });
  });

  it('judges a file by its bytes, not its name', async () => {
    const before = await countUploads();
    const disguised = await uploadAs(t, 'learner', 'photo.png', Buffer.from('MZ\x90\x00 this is really a program'));
    expect([disguised.status, disguised.code]).toEqual([400, 400]);
    expect(disguised.msg).toMatch(/^不支持的文件类型/);
    const svg = await uploadAs(
      t,
      'learner',
      'logo.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.code).toBe(400);
    const pngNamedPdf = await uploadAs(t, 'learner', 'notes.pdf', pngBytes());
    expect(pngNamedPdf.data.mimeType).toBe('image/png');
    expect(await countUploads()).toBe(before + 1);
  });

  it('refuses pictures over 5 MB, empty files and a missing file field', async () => {
    const before = await countUploads();
    const big = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await uploadAs(t, 'learner', 'big.png', big)).msg).toBe('图片不能超过 5 MB');
    expect((await uploadAs(t, 'learner', 'empty.png', Buffer.alloc(0))).msg).toBe('文件为空');
    expect((await uploadAs(t, 'learner', 'a.png', pngBytes(), { field: 'avatar' })).msg).toBe(
      '参数错误：file 不能为空',
    );
    const json = await t.call(uploadContracts.uploadFile, malformed({ file: 'x' }), { as: 'learner' });
    expect(json).toMatchObject({ code: 400, msg: '请使用 multipart/form-data 上传文件' });
    expect(await countUploads()).toBe(before);
  });

  it('is only for signed-in users of the school', async () => {
    expect((await uploadAs(t, 'visitor', 'a.png', pngBytes())).code).toBe(303);
    expect((await uploadAs(t, 'learner', 'a.png', pngBytes(), { site: OTHER_SITE_ID })).code).toBe(302);
    const noSite = await t.call(uploadContracts.uploadFile, multipartBody('a.png', pngBytes()), {
      as: 'learner',
      site: null,
    });
    expect(noSite).toMatchObject({ code: 400, msg: '缺少站点编号（site-id）' });
  });
});

describe('malformed multipart bodies', () => {
  const routes = [
    { contract: uploadContracts.uploadFile, as: 'learner' },
    { contract: uploadContracts.uploadPicture, as: 'operator' },
  ] as const;
  const { payload, contentType } = multipartBody('a.png', pngBytes(3));
  const bodies: [string, string, Buffer][] = [
    ['no boundary', 'multipart/form-data', payload],
    ['a truncated body', contentType, payload.subarray(0, 80)],
    ['a mismatched boundary', 'multipart/form-data; boundary=----another', payload],
    ['a 300-character boundary', `multipart/form-data; boundary=${'b'.repeat(300)}`, payload],
  ];

  for (const { contract, as } of routes) {
    it(`${contract.url} answers 400 in Chinese and stores nothing`, async () => {
      const before = await countUploads();
      for (const [, type, body] of bodies) {
        const res = await t.call(contract, { payload: body, contentType: type }, { as });
        expect([res.status, JSON.parse(res.raw)]).toEqual([
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
    const res = await uploadAs(t, 'learner', '横幅.jpg', photo);
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
    const small = await uploadAs(t, 'learner', 'avatar.png', await solidPicture(200, 200, 'png'));
    expect(small.data.url).toMatch(/_w200\.png$/);
    expect(filesBeside(small.data.url)).toHaveLength(2);
    expect(pictureSrcSet(small.data.url)).toBe(`${small.data.url.replace('.png', '_200.webp')} 200w`);

    const wide = await uploadAs(t, 'learner', 'wide.webp', await solidPicture(3000, 1000, 'webp'));
    expect(wide.data.url).toMatch(/_w3000\.webp$/);
    expect(filesBeside(wide.data.url).filter((name) => name.includes('_w3000_'))).toEqual(
      [1280, 1920, 320, 640, 960].map((width) => path.basename(wide.data.url).replace('.webp', `_${width}.webp`)),
    );
  });

  it('keeps a GIF as uploaded, without copies, so its animation survives', async () => {
    const res = await uploadAs(t, 'learner', 'moving.gif', await solidPicture(400, 300, 'gif'));
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
    const truncated = await uploadAs(t, 'learner', 'broken.jpg', photo.subarray(0, 200));
    expect([truncated.status, truncated.code, truncated.msg]).toEqual([400, 400, '图片已损坏，无法读取']);
    const bomb = await uploadAs(t, 'learner', 'bomb.png', claimedSizePng(20000, 20000));
    expect([bomb.status, bomb.code, bomb.msg]).toEqual([400, 400, '图片像素过多，请缩小到 40 百万像素以内再上传']);
    expect(await countUploads()).toBe(before);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).length : 0).toBe(filesBefore);
  });
});

describe('the console uploads pictures', () => {
  const picture = { contract: uploadContracts.uploadPicture };

  it('stores an operator picture and serves it', async () => {
    const res = await uploadAs(t, 'operator', '横幅.png', pngBytes(7), picture);
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
    const before = await countUploads();
    const pdf = await uploadAs(t, 'operator', 'logo.png', pdfBytes(), picture);
    expect([pdf.status, pdf.code, pdf.msg]).toEqual([400, 400, '不支持的文件类型，请上传图片（jpg/png/gif/webp）']);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadAs(t, 'operator', 'logo.svg', svg, picture)).code).toBe(400);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await uploadAs(t, 'operator', 'big.png', big, picture)).msg).toBe('图片不能超过 5 MB');
    expect(await countUploads()).toBe(before);
  });

  it('is closed to visitors, learners and operators of other schools', async () => {
    const before = await countUploads();
    expect((await uploadAs(t, 'visitor', 'a.png', pngBytes(), picture)).code).toBe(303);
    expect((await uploadAs(t, 'learner', 'a.png', pngBytes(), picture)).code).toBe(302);
    expect((await uploadAs(t, 'operator', 'a.png', pngBytes(), { ...picture, site: OTHER_SITE_ID })).code).toBe(302);
    expect(await countUploads()).toBe(before);
  });

  it('a console picture never counts as a learner photo, even under the same id', async () => {
    const res = await uploadAs(t, 'operator', 'face.png', pngBytes(9), picture);
    const me = await t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', 11)
      .where('mobile', '=', '13800000001')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('upload_file').set({ user_id: me.id }).where('url', '=', res.data.url).execute();
    const face = await t.call(userContracts.faceContrasCode, { faceImgUrl: res.data.url }, { as: 'learner' });
    expect(face).toMatchObject({ code: 400, msg: '请先拍摄并上传本人照片' });
  });
});
