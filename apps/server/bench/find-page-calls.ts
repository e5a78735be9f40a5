import { chromium } from 'playwright-core';
import { Limits, apiUrl } from '@school/contracts';
import { signIn } from './harness.ts';
import { viewPagePaths } from './page-views.ts';

/**
 * Prints the `/apis` calls a signed-in reader's browser makes after each page's document, for the
 * page views in page-views.ts (the bench reads its list from there): the demo learner opens each page
 * in headless Chromium against a running school (`tsx bench/find-page-calls.ts http://127.0.0.1:PORT`),
 * and every `/apis` request made until the page is hydrated and its network is idle is listed.
 */
const origin = process.argv[2];
if (!origin) throw new Error('usage: tsx bench/find-page-calls.ts <school origin>');
const token = await signIn(origin);
const paths = await viewPagePaths(origin);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [name, address] of Object.entries(paths)) {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: Limits.tokenCookie, value: token, url: origin }]);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(apiUrl('/')))
        calls.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
    });
    await page.goto(`${origin}${address}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    console.log(`${name} ${address}: ${calls.length} calls`);
    for (const call of calls) console.log(`  ${call}`);
    await context.close();
  }
} finally {
  await browser.close();
}
