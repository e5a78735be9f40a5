import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerToken } from './support/api.ts';
import { type Http2Proxy, startHttp2Proxy } from './support/http2-proxy.ts';
import { ready, type School, screenshotDir, startSchool } from './support/school.ts';

/**
 * The speed budget on a phone (issue 32): the home and a course page on a simulated mid-range phone,
 * Chromium's 4× CPU slowdown and DevTools' "Fast 3G" preset (150 ms × 3.75 latency; 1.6 Mbit/s × 0.9
 * down, 750 kbit/s × 0.9 up). Each page is loaded straight from the school (HTTP/1.1, gzip) and through
 * the HTTP/2 proxy a school runs behind (brotli, as a phone gets it in production).
 *
 * The JavaScript sent does not depend on the machine and is asserted: what each page loads before it is
 * interactive within the issue's 200 KB as production sends it (HTTP/2, brotli), and all it loads until
 * it settles (with a signed-in reader's bell, menu and progress, loaded after) under a ceiling that keeps
 * it from growing (decisions 0079 and 0084).
 *
 * The time to interactive is asserted only with the throttling on, and against what this machine
 * reached, not the issue's 2.5 s, which it does not reach (decisions 0084 and 0094): a shared 2-core machine
 * under load takes seconds longer for the same page. The slowed run also writes each load's waterfall
 * (when each file was asked for and when it arrived), which shows the round trips the time is made of.
 *
 * The slowed loads take about a minute of a CI run that is near its 30-minute limit, and the bytes do not
 * depend on them: `npm test` loads the pages at full speed and asserts the bytes; `npm run
 * test:phone-speed` (PHONE_SPEED=1) slows them down, asserts the times too and writes them.
 */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;
const SLOWED = process.env.PHONE_SPEED === '1';
const SCRIPT_BUDGET_BYTES = 200 * 1024;
/** Ceilings a little above what the pages send until they settle (decision 0084), per page and protocol. */
const SCRIPT_CEILING_BYTES = {
  home: { 'HTTP/1.1': 205 * 1024, 'HTTP/2': 190 * 1024 },
  course: { 'HTTP/1.1': 260 * 1024, 'HTTP/2': 220 * 1024 },
};
/** Interactive on the slowed phone, with room for a busy machine; the issue asks 2.5 s (decisions 0084 and 0094). */
const INTERACTIVE_CEILING_MS = 12_000;

let school: School;
let proxy: Http2Proxy;
beforeAll(async () => {
  school = await startSchool();
  proxy = await startHttp2Proxy(school.baseUrl);
});
afterAll(async () => {
  await proxy?.stop();
  await school?.stop();
});

interface Measure {
  address: string;
  reader: string;
  protocol: 'HTTP/1.1' | 'HTTP/2';
  interactiveMs: number;
  scriptBytes: number;
  scripts: number;
  /** The scripts asked for before the page was interactive. */
  firstScriptBytes: number;
  /** Each response until the page was interactive: ms from the navigation's start, asked and arrived. */
  waterfall: string[];
}

/**
 * Opens the address in a fresh phone window (empty cache) and measures it until the page is ready: from
 * the school itself (HTTP/1.1), or through `origin`, the HTTP/2 proxy a school runs behind.
 */
async function measure(
  address: string,
  reader: 'visitor' | 'learner',
  token?: string,
  origin?: string,
): Promise<Measure> {
  const { context, page } = await school.newPage({
    phone: true,
    ...(token ? { token } : {}),
    ...(origin ? { window: { ignoreHTTPSErrors: true } } : {}),
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (SLOWED) {
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  const scriptRequests = new Set<string>();
  let scriptBytes = 0;
  const requests = new Map<
    string,
    { url: string; type: string; askedAt: number; arrivedAt?: number; bytes?: number }
  >();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? '', askedAt: event.timestamp });
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptRequests.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    // Bytes on the wire: the compressed body and its headers.
    if (scriptRequests.has(event.requestId)) scriptBytes += event.encodedDataLength;
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { arrivedAt: event.timestamp, bytes: event.encodedDataLength });
  });
  // The moment root.tsx marks <html data-hydrated>, on the page's own clock (from the navigation's start).
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (document.documentElement?.dataset.hydrated) {
        (window as { __hydratedAt?: number }).__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto(origin ? `${origin}${address}` : address, { timeout: 60_000 });
  await ready(page);
  const interactiveMs = await page.evaluate(() => (window as { __hydratedAt?: number }).__hydratedAt ?? -1);
  await context.close();
  const all = [...requests.values()];
  const start = Math.min(...all.map((request) => request.askedAt));
  const beforeInteractive = all.filter(
    (request) => request.arrivedAt !== undefined && (request.askedAt - start) * 1000 < interactiveMs,
  );
  const waterfall = beforeInteractive
    .sort((a, b) => a.askedAt - b.askedAt)
    .map(
      (request) =>
        `  ${String(Math.round((request.askedAt - start) * 1000)).padStart(6)} → ${String(Math.round((request.arrivedAt! - start) * 1000)).padStart(6)} ms` +
        `  ${((request.bytes ?? 0) / 1024).toFixed(1).padStart(6)} KB  ${request.type.padEnd(10)} ${new URL(request.url).pathname.slice(0, 60)}`,
    );
  return {
    address,
    reader,
    protocol: origin ? 'HTTP/2' : 'HTTP/1.1',
    interactiveMs: Math.round(interactiveMs),
    scriptBytes,
    scripts: scriptRequests.size,
    firstScriptBytes: beforeInteractive
      .filter((request) => request.type === 'Script')
      .reduce((sum, request) => sum + (request.bytes ?? 0), 0),
    waterfall,
  };
}

describe('speed on a phone (4× CPU slowdown, Fast 3G)', { timeout: 180_000 }, () => {
  it('the home and course pages load within the JavaScript budget before they are interactive; their times are written down', async () => {
    const home = await (await fetch(`${school.baseUrl}/`)).text();
    const course = home.match(/href="(\/view\/\d+)"/)?.[1];
    if (!course) throw new Error('the home page links to no course page');
    const token = await learnerToken(school, '13800000001');

    // A page is the same for every reader (decision 0016), so each page is loaded once: the home page
    // by a visitor, the course page by a signed-in learner (whose start-up reads the user too). One
    // window at a time, so the figures are not of windows sharing the CPU.
    const results = [
      await measure('/', 'visitor'),
      await measure(course, 'learner', token),
      await measure('/', 'visitor', undefined, proxy.url),
      await measure(course, 'learner', token, proxy.url),
    ];

    const lines = results.map(
      (result) =>
        `${result.address.padEnd(12)} ${result.reader.padEnd(8)} ${result.protocol.padEnd(8)} interactive ${String(result.interactiveMs).padStart(6)} ms` +
        `  JavaScript before interactive ${(result.firstScriptBytes / 1024).toFixed(1).padStart(6)} KB` +
        (result.firstScriptBytes < SCRIPT_BUDGET_BYTES ? '' : ` (over the ${SCRIPT_BUDGET_BYTES / 1024} KB budget)`) +
        `, until settled ${(result.scriptBytes / 1024).toFixed(1).padStart(6)} KB in ${result.scripts} files`,
    );
    const window = SLOWED
      ? `${CPU_SLOWDOWN}× CPU slowdown, Fast 3G: 562.5 ms RTT, 180 KB/s down, 84 KB/s up`
      : 'full speed: the times are not a phone’s (npm run test:phone-speed)';
    const waterfalls = SLOWED
      ? results.flatMap((result) => [
          '',
          `${result.address} ${result.protocol}, until interactive at ${result.interactiveMs} ms:`,
          ...result.waterfall,
        ])
      : [];
    const report = [`Phone speed (390×844, ${window}), ${new Date().toISOString()}`, ...lines, ...waterfalls, ''].join(
      '\n',
    );
    fs.writeFileSync(path.join(screenshotDir, SLOWED ? 'phone-speed.txt' : 'phone-speed-unthrottled.txt'), report);
    console.log(report);

    for (const result of results) {
      const name = `${result.address} as ${result.reader} (${result.protocol})`;
      expect(result.interactiveMs, `${name} never hydrated`).toBeGreaterThan(0);
      if (SLOWED) expect(result.interactiveMs, `${name}: interactive (ms)`).toBeLessThan(INTERACTIVE_CEILING_MS);
      const ceilings = result.address === '/' ? SCRIPT_CEILING_BYTES.home : SCRIPT_CEILING_BYTES.course;
      expect(result.scriptBytes, `${name}: JavaScript until settled (bytes)`).toBeLessThan(ceilings[result.protocol]);
      if (result.protocol === 'HTTP/2')
        expect(result.firstScriptBytes, `${name}: JavaScript before interactive (bytes)`).toBeLessThan(
          SCRIPT_BUDGET_BYTES,
        );
    }
  });
});
