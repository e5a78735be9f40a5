import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemContracts, userContracts } from '@school/contracts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';
import type { CallApiInput } from './web.ts';
import { scriptHash } from './script-hashes.mjs';

/**
 * The page path with its renders in a worker thread (decision 0090): React Router's request handler
 * over a stand-in build (render-pool.test-build.mjs) in the pool's worker, the page cache, policy,
 * budgets and API calls in the test's app.
 */
const serverEntry = new URL('./render-pool.test-build.mjs', import.meta.url).href;

const page = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'demo.school.local', ...headers } });

/** The loader and action data the stand-in build writes into its page. */
const dataOf = (html: string) =>
  JSON.parse(/<pre>(.*)<\/pre>/s.exec(html)?.[1] ?? 'null') as {
    loaderData: Record<string, unknown>;
    actionData?: Record<string, unknown>;
  };

describe('pages rendered in a worker thread', () => {
  let t: TestApp;
  let pool: RenderPool;
  beforeAll(async () => {
    // One worker: the crash below ends the only one there is.
    pool = await createRenderPool({ size: 1, serverEntry, mode: 'production' });
    t = await createTestApp({ renderPage: pool.render });
  });
  afterAll(async () => {
    await t.close();
    await pool.close();
  });

  it("makes its loaders' API calls in the main thread, as the reader whose token it carries", async () => {
    const token = await t.tokenFor('13800000001');
    const signedIn = await page(t, `/call?method=POST&url=${userContracts.viewUserExt.url}`, {
      cookie: `RC_WEB_TOKEN=${token}`,
    });
    expect([signedIn.statusCode, signedIn.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(signedIn.headers['content-security-policy']).toContain("script-src 'self'");
    // The worker hashes the page's own inline script for its policy; a script without the nonce is left out.
    expect(signedIn.headers['content-security-policy']).toContain(scriptHash('window.own = 1'));
    expect(signedIn.headers['content-security-policy']).not.toContain(scriptHash('window.other = 1'));
    expect(dataOf(signedIn.body).loaderData.call).toMatchObject({
      siteId: 11,
      answer: { code: 200, data: { nickname: '英语学习者小李' } },
    });

    const visitor = await page(t, `/call?method=GET&url=${systemContracts.getWebsiteInfo.url}`);
    expect(dataOf(visitor.body).loaderData.call).toMatchObject({
      answer: { code: 200, data: { siteNamePc: '启航英语网校' } },
    });
    expect((await page(t, `/call?method=GET&url=${systemContracts.getWebsiteInfo.url}`)).headers['x-page-cache']).toBe(
      'HIT',
    );
  });

  it('compresses a page for a reader who takes brotli in the worker; other readers get the same page', async () => {
    const address = `/call?method=GET&url=${systemContracts.getWebsiteInfo.url}&encoding=1`;
    const brotli = await t.app.inject({
      method: 'GET',
      url: address,
      headers: { host: 'demo.school.local', 'accept-encoding': 'br' },
    });
    expect([brotli.headers['content-encoding'], brotli.headers['x-page-cache']]).toEqual(['br', 'MISS']);
    const html = brotliDecompressSync(brotli.rawPayload).toString();
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    const gzip = await page(t, address, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['x-page-cache']).toBe('HIT');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await page(t, address);
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, html]);
    expect(dataOf(html).loaderData.call).toMatchObject({ answer: { code: 200 } });
  });

  it('sends a form post to its action', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/form',
      headers: { host: 'demo.school.local', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: '小李', note: 'a&b' }).toString(),
    });
    expect(posted.statusCode).toBe(200);
    expect(dataOf(posted.body)).toEqual({
      loaderData: { form: 'the form' },
      actionData: { form: { name: '小李', note: 'a&b' } },
    });
  });

  it('survives a crash: the page fails as a failed render does, the next one renders in a new worker', async () => {
    const crashed = await page(t, '/crash');
    expect(crashed.statusCode).toBe(500);
    expect(crashed.body).toContain('服务器开小差了，请稍后再试');
    const next = await page(t, `/call?method=GET&url=${systemContracts.getWebsiteInfo.url}&after=crash`);
    expect(next.statusCode).toBe(200);
    expect(dataOf(next.body).loaderData.call).toMatchObject({ answer: { code: 200 } });
  });
});

describe("a render worker's public reads (decision 0110)", () => {
  /** A context for a page at `version` (none: a form post) of `siteId`; the calls it makes are counted in `made`. */
  const readingContext = (made: string[], version: string | undefined, siteId = 11) => ({
    siteId,
    nonce: 'n',
    ...(version === undefined ? {} : { readsVersion: async () => version }),
    callApi: () => Promise.reject(new Error('a worker asks for the answer as text')),
    callApiText: async (input: CallApiInput) => {
      made.push(input.url);
      const code = input.url === '/refused' ? 400 : 200;
      return JSON.stringify({ code, msg: '', data: `${input.url} #${made.length}` });
    },
  });
  /** A one-worker pool that keeps its pages' public reads for `ttlMs`. */
  const readingPool = (ttlMs: number) =>
    createRenderPool({ size: 1, serverEntry, mode: 'production', pageReads: { ttlMs, maxBytes: 1024 * 1024 } });
  let address = 0;
  const readOn = async (pool: RenderPool, url: string, context: ReturnType<typeof readingContext>) => {
    address += 1;
    const page = await pool.render(new Request(`http://school.local/call?method=GET&url=${url}&n=${address}`), context);
    return dataOf(await page.text()).loaderData.call as { answer: { data: string }; frozen: boolean };
  };

  it('are kept under the version and site they were read for; a form post and a refusal are read each time', async () => {
    const pool = await readingPool(60_000);
    try {
      const made: string[] = [];
      const first = await readOn(pool, '/a', readingContext(made, 'v1'));
      const again = await readOn(pool, '/a', readingContext(made, 'v1'));
      expect([first, again]).toEqual([
        { answer: expect.objectContaining({ data: '/a #1' }), frozen: true, siteId: 11 },
        { answer: expect.objectContaining({ data: '/a #1' }), frozen: true, siteId: 11 },
      ]);
      expect(made).toEqual(['/a']);

      expect((await readOn(pool, '/a', readingContext(made, 'v2'))).answer.data).toBe('/a #2');
      expect((await readOn(pool, '/a', readingContext(made, 'v2', 12))).answer.data).toBe('/a #3');
      expect((await readOn(pool, '/a', readingContext(made, undefined))).answer.data).toBe('/a #4');
      await readOn(pool, '/refused', readingContext(made, 'v2'));
      await readOn(pool, '/refused', readingContext(made, 'v2'));
      expect(made).toEqual(['/a', '/a', '/a', '/a', '/refused', '/refused']);
    } finally {
      await pool.close();
    }
  });

  it('are read again once their time is over', async () => {
    const pool = await readingPool(100);
    try {
      const made: string[] = [];
      await readOn(pool, '/a', readingContext(made, 'v1'));
      await readOn(pool, '/a', readingContext(made, 'v1'));
      expect(made).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await readOn(pool, '/a', readingContext(made, 'v1'))).answer.data).toBe('/a #2');
    } finally {
      await pool.close();
    }
  });
});

describe('idle render workers', () => {
  const address = (note: string) => new Request(`http://school.local/call?method=GET&url=/x&note=${note}`);
  /** A context whose API call answers when the test says so: its render stays under way until then. */
  const heldContext = () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const context = {
      siteId: 11,
      nonce: 'n',
      callApi: async () => {
        await answered;
        return { code: 200, msg: '', data: 'held' };
      },
    };
    return { context, answer };
  };
  const answeredContext = () => {
    const held = heldContext();
    held.answer();
    return held.context;
  };

  it('stops all but one after the idle time; a render while every worker is busy starts another', async () => {
    const pool = await createRenderPool({ size: 2, serverEntry, mode: 'production', idleStopMs: 200 });
    try {
      expect(pool.workers()).toBe(2);
      await vi.waitFor(() => expect(pool.workers()).toBe(1), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(pool.workers()).toBe(1);

      // One render at a time goes to the worker left; none is started for it.
      const quiet = await pool.render(address('quiet'), answeredContext());
      expect(quiet.status).toBe(200);
      expect(pool.workers()).toBe(1);

      // A second render while the first is under way starts a worker in the empty place.
      const first = heldContext();
      const firstPage = pool.render(address('first'), first.context);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const secondPage = pool.render(address('second'), answeredContext());
      expect(pool.workers()).toBe(2);
      expect(await (await secondPage).text()).toContain('held');
      first.answer();
      expect((await firstPage).status).toBe(200);

      await vi.waitFor(() => expect(pool.workers()).toBe(1), { timeout: 5000 });
      expect((await pool.render(address('after'), answeredContext())).status).toBe(200);
    } finally {
      await pool.close();
    }
  });

  it('stops no worker with a render under way, and none when the idle time is 0', async () => {
    const kept = await createRenderPool({ size: 2, serverEntry, mode: 'production', idleStopMs: 0 });
    // The renders start as soon as the pool has loaded, before its workers' idle time runs out.
    const pool = await createRenderPool({ size: 2, serverEntry, mode: 'production', idleStopMs: 300 });
    try {
      const slow = [heldContext(), heldContext()];
      const pages = slow.map((held, index) => pool.render(address(`slow${index}`), held.context));
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(pool.workers()).toBe(2);
      for (const held of slow) held.answer();
      for (const page of pages) expect(await (await page).text()).toContain('held');
      await vi.waitFor(() => expect(pool.workers()).toBe(1), { timeout: 5000 });
      expect(kept.workers()).toBe(2);
    } finally {
      await Promise.all([pool.close(), kept.close()]);
    }
  });
});

describe('a process with a render pool', () => {
  it('ends by itself when its work is done, pool still open', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
    const script = path.join(dir, 'render-once.mjs');
    fs.writeFileSync(
      script,
      `
      const { createRenderPool } = await import(${JSON.stringify(new URL('./render-pool.ts', import.meta.url).href)});
      const pool = await createRenderPool({ size: 2, serverEntry: ${JSON.stringify(serverEntry)}, mode: 'production' });
      const context = { siteId: 11, nonce: 'n', callApi: async () => ({ code: 200, msg: '', data: 'from the main thread' }) };
      const answer = await pool.render(new Request('http://school.local/call?method=GET&url=/x'), context);
      console.log(answer.status, await answer.text());
    `,
    );
    const ran = spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
      timeout: 30_000,
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stdout).toContain('200 <!doctype html>');
    expect(ran.stdout).toContain('from the main thread');
  });
});
