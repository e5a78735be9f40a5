import { API_PREFIX, apiUrl, hlsMasterPath, readerContracts, SiteApp } from '@school/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerToken } from './support/api.ts';
import { open, type School, startSchool } from './support/school.ts';

/** Decision 0057: the school installs as an app, and its service worker keeps nothing of a reader's own. */
let school: School;
beforeAll(async () => {
  school = await startSchool();
});
afterAll(() => school?.stop());

/** Every address in every cache the page's origin holds. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

describe('the installable school in Chromium', () => {
  it('links a valid manifest, keeps only the shell, and shows 网络不可用 offline', async () => {
    const token = await learnerToken(school, '13800000001');
    const { context, page } = await school.newPage({ phone: true, token });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await open(page, '/');

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe(SiteApp.manifestPath);
    const manifest = (await (await page.request.get(manifestHref!)).json()) as {
      name: string;
      start_url: string;
      display: string;
      lang: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: '启航英语网校', start_url: '/', display: 'standalone', lang: 'zh-CN' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const reply = await page.request.get(icon.src);
      expect(reply.status()).toBe(200);
      expect(reply.headers()['content-type']).toBe('image/png');
    }

    // The worker activates and takes the page over; the reload then goes through it.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 20_000 })
      .toBe('activated');
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(`${API_PREFIX}/`)) apiCalls.push(pathname);
    });
    await open(page, '/');
    // The shell's start-up reads the signed-in reader through the worker.
    expect(apiCalls).toContain(apiUrl(readerContracts.viewReader.url));
    // A video's playlist, key and segment addresses (any answer will do: none may be kept).
    await page.evaluate(async (hls) => {
      for (const address of [hls, hls.replace('master.m3u8', 'key'), hls.replace('master.m3u8', '0/segment0.ts')])
        await fetch(address);
    }, hlsMasterPath('journey-token'));

    const kept = await cachedUrls(page);
    expect(kept).toContain('/offline.html');
    expect(kept.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(kept.filter((url) => !url.startsWith('/assets/') && !url.startsWith('/offline.'))).toEqual([]);

    await context.setOffline(true);
    await page.reload().catch(() => undefined);
    await expect.poll(() => page.getByRole('heading', { name: '网络不可用' }).count()).toBe(1);
    await page.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => page.getByRole('heading', { name: '网络不可用' }).count()).toBe(1);
    expect(refused).toEqual([]);
    await context.close();
  });
});
