import { SiteApp } from '@school/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, giveSecondSchoolItsHost, SECOND_SCHOOL_HOST, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await giveSecondSchoolItsHost(t);
});
afterAll(() => t.close());

const get = (url: string, host = 'demo.school.local') => t.app.inject({ method: 'GET', url, headers: { host } });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  lang: string;
  icons: { src: string; sizes: string; type: string }[];
}

describe('the school as an installable app', () => {
  it('gives each site a manifest with its own name', async () => {
    const demo = await get(SiteApp.manifestPath);
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = demo.json<Manifest>();
    expect(manifest).toMatchObject({
      name: '启航英语网校',
      short_name: '启航英语网校',
      start_url: '/',
      display: 'standalone',
      lang: 'zh-CN',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);

    const second = (await get(SiteApp.manifestPath, SECOND_SCHOOL_HOST)).json<Manifest>();
    expect(second.name).toBe('第二分校');
    // The second school has no logo, so its icons are another picture at another address.
    expect(second.icons[0]!.src).not.toBe(manifest.icons[0]!.src);
  });

  it("makes the icons from the site's logo, as PNGs of the listed sizes", async () => {
    const { icons } = (await get(SiteApp.manifestPath)).json<Manifest>();
    for (const icon of icons) {
      const reply = await get(icon.src);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(reply.rawPayload).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
    // The logo is drawn, not a plain square: the icon has more than one colour.
    const { channels } = await sharp((await get(icons[0]!.src)).rawPayload).stats();
    expect(channels[0]!.min).toBeLessThan(channels[0]!.max);
  });

  it('gives a school without a logo a plain icon, and knows no other sizes', async () => {
    const plain = await get(SiteApp.iconPath(192, 'x'), SECOND_SCHOOL_HOST);
    expect(plain.statusCode).toBe(200);
    const { channels } = await sharp(plain.rawPayload).stats();
    expect(channels[0]!.min).toBe(channels[0]!.max);
    expect((await get('/app-icon-64.png')).statusCode).toBe(404);
  });
});
