import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCache } from './cache.ts';
import { createPageCache, createPageVersions, type PageVersions } from './page-cache.ts';
import { BROTLI_KEPT_QUALITY, brotliOptions } from './page-encoding.mjs';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

let versions: PageVersions;
let renders: string[];
/** Background renders that failed, as the page cache reported them. */
let failures: string[];

beforeEach(() => {
  versions = createPageVersions(createMemoryCache());
  renders = [];
  failures = [];
});

const page = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://school.test${path}`, { method, headers: { 'user-agent': DESKTOP, ...headers } });

/** Stands in for React Router: a page naming its address and how many renders came before it. */
const renderer =
  (init: { status?: number; headers?: Record<string, string>; type?: string; filler?: string } = {}) =>
  (request: Request) =>
  () => {
    renders.push(new URL(request.url).pathname);
    const filler = init.filler ?? '课'.repeat(2000);
    const html = `<html><body>${new URL(request.url).pathname} 第 ${renders.length} 次渲染 ${filler}</body></html>`;
    return Promise.resolve(
      new Response(html, {
        status: init.status ?? 200,
        headers: { 'content-type': init.type ?? 'text/html; charset=utf-8', ...init.headers },
      }),
    );
  };

/**
 * Cards with varied text, as the school's pages are, which brotli's quality tells apart: on markup that
 * only repeats, quick brotli can beat good brotli.
 */
const cardText = '学习英语从每天坚持开始课程讲解清楚老师认真负责练习题目丰富适合备考的同学使用';
const cardsFiller = Array.from(
  { length: 300 },
  (_, index) =>
    `<li class="card"><a href="/view/${index * 7919}">课程 ${index}</a><p>${Array.from(
      { length: 12 },
      (_, at) => cardText[(index * 31 + at * at * 7) % cardText.length],
    ).join('')}</p></li>`,
).join('');

const cacheOf = (ttlSeconds = 10) => createPageCache({ versions, ttlSeconds, maxBytes: 8 * 1024 * 1024 });
const serve = (cache: ReturnType<typeof cacheOf>, request: Request, render = renderer()) =>
  cache.serve(
    request,
    11,
    (toRender) => render(toRender)(),
    (error, url) => failures.push(`${url}: ${String(error)}`),
  );

describe('visitor page cache', () => {
  it('renders a visitor page once and serves it again', async () => {
    const cache = cacheOf();
    const first = await serve(cache, page('/'));
    const second = await serve(cache, page('/'));
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expect(renders).toEqual(['/']);
  });

  it('keeps pages apart by address, query, host and device class', async () => {
    const cache = cacheOf();
    await serve(cache, page('/list?isFree=1'));
    await serve(cache, page('/list?isFree=0'));
    await serve(cache, new Request('http://other.test/list?isFree=1', { headers: { 'user-agent': DESKTOP } }));
    await serve(cache, page('/list?isFree=1', { 'user-agent': PHONE }));
    await serve(cache, page('/list?isFree=1', { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0' }));
    expect(renders).toHaveLength(4);
  });

  it('serves a signed-in reader the page kept for visitors, and renders afresh for other methods', async () => {
    const cache = cacheOf();
    await serve(cache, page('/'));
    const signedIn = await serve(cache, page('/', { cookie: 'theme=1; RC_WEB_TOKEN=abc' }));
    expect(signedIn.headers.get('x-page-cache')).toBe('HIT');
    expect((await serve(cache, page('/', {}, 'POST'))).headers.get('x-page-cache')).toBe('BYPASS');
    expect(renders).toEqual(['/', '/']);
  });

  it('keeps a sign-in page apart for readers with and without the token cookie, shared by every signed-in reader', async () => {
    const cache = cacheOf();
    const shell = await serve(cache, page('/account/info', { cookie: 'RC_WEB_TOKEN=first' }));
    expect(shell.headers.get('x-page-cache')).toBe('MISS');
    const other = await serve(cache, page('/account/info', { cookie: 'RC_WEB_TOKEN=second' }));
    expect(other.headers.get('x-page-cache')).toBe('HIT');
    // Without the cookie (or with an emptied one) the reader does not get the signed-in readers' page.
    expect((await serve(cache, page('/account/info'))).headers.get('x-page-cache')).toBe('MISS');
    expect((await serve(cache, page('/account/info', { cookie: 'RC_WEB_TOKEN=' }))).headers.get('x-page-cache')).toBe(
      'HIT',
    );
    await serve(cache, page('/apply.data?_routes=root', { cookie: 'RC_WEB_TOKEN=first' }));
    await serve(cache, page('/apply.data?_routes=root'));
    expect(renders).toEqual(['/account/info', '/account/info', '/apply.data', '/apply.data']);
  });

  it('renders afresh, the reader waiting, once the kept page is older than its time and its grace', async () => {
    let now = 1000;
    const cache = createPageCache({ versions, ttlSeconds: 10, maxBytes: 8 * 1024 * 1024, now: () => now });
    await serve(cache, page('/'));
    now += 9_000;
    expect((await serve(cache, page('/'))).headers.get('x-page-cache')).toBe('HIT');
    now += 12_000;
    const late = await serve(cache, page('/'));
    expect([late.headers.get('x-page-cache'), (await late.text()).includes('第 2 次渲染')]).toEqual(['MISS', true]);
    expect(renders).toEqual(['/', '/']);
  });

  it('keeps no more than its memory allows, dropping the least recently read', async () => {
    // Random text that compresses to about 3 KB, kept once (brotli, as its reader asked): three pages fit in 10 000 bytes.
    const incompressible = renderer({ filler: randomBytes(3000).toString('base64') });
    const cache = createPageCache({ versions, ttlSeconds: 10, maxBytes: 10_000 });
    const brotli = { 'accept-encoding': 'br' };
    for (const path of ['/a', '/b', '/c', '/d']) await serve(cache, page(path, brotli), incompressible);
    await serve(cache, page('/a', brotli), incompressible);
    expect(renders).toEqual(['/a', '/b', '/c', '/d', '/a']);
  });

  it('renders afresh once the site content version moves', async () => {
    const cache = cacheOf();
    await serve(cache, page('/'));
    await versions.bump(11);
    const after = await serve(cache, page('/'));
    expect(after.headers.get('x-page-cache')).toBe('MISS');
    expect(await after.text()).toContain('第 2 次渲染');
    await versions.bump(12);
    expect((await serve(cache, page('/'))).headers.get('x-page-cache')).toBe('HIT');
  });

  it('never keeps redirects, errors, cookies being set or other content', async () => {
    const cache = cacheOf();
    await serve(cache, page('/a'), renderer({ status: 404 }));
    await serve(cache, page('/a'), renderer({ status: 404 }));
    await serve(cache, page('/b'), renderer({ headers: { 'set-cookie': 'RC_WEB_TOKEN=; Max-Age=0' } }));
    await serve(cache, page('/b'), renderer({ headers: { 'set-cookie': 'RC_WEB_TOKEN=; Max-Age=0' } }));
    await serve(cache, page('/c'), renderer({ type: 'application/json' }));
    await serve(cache, page('/c'), renderer({ type: 'application/json' }));
    expect(renders).toEqual(['/a', '/a', '/b', '/b', '/c', '/c']);
  });

  it('keeps navigation payloads (.data) like pages', async () => {
    const cache = cacheOf();
    const data = renderer({ type: 'text/x-script' });
    await serve(cache, page('/list.data?_routes=root'), data);
    expect((await serve(cache, page('/list.data?_routes=root'), data)).headers.get('x-page-cache')).toBe('HIT');
  });

  it('renders a page once for a burst of visitors', async () => {
    const cache = cacheOf();
    const replies = await Promise.all(Array.from({ length: 20 }, () => serve(cache, page('/'))));
    expect(renders).toEqual(['/']);
    expect(new Set(await Promise.all(replies.map((reply) => reply.text()))).size).toBe(1);
  });

  it('is off with a time of 0, and still compresses', async () => {
    const cache = cacheOf(0);
    await serve(cache, page('/'));
    const second = await serve(cache, page('/', { 'accept-encoding': 'gzip' }));
    expect(second.headers.get('x-page-cache')).toBe('BYPASS');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toContain('第 2 次渲染');
  });
});

describe('a page whose keep ran out', () => {
  let now: number;
  const clocked = () => createPageCache({ versions, ttlSeconds: 10, maxBytes: 8 * 1024 * 1024, now: () => now });
  beforeEach(() => {
    now = 1000;
  });
  /** What the reader got: the cache's word for it and which render it is. */
  const stateAndRender = async (reply: Response) => {
    const bytes = Buffer.from(await reply.arrayBuffer());
    const encoding = reply.headers.get('content-encoding');
    const text = (
      encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
    ).toString();
    return [reply.headers.get('x-page-cache'), /第 (\d+) 次渲染/.exec(text)?.[1]];
  };

  it('is served stale at once to every reader while one render in the background refreshes it', async () => {
    const cache = clocked();
    await serve(cache, page('/', { 'accept-encoding': 'br' }));
    now += 11_000;
    let finish = () => {};
    const slow = (request: Request) => () =>
      new Promise<Response>((resolve) => {
        finish = () => void renderer()(request)().then(resolve);
      });
    const readers = await Promise.all(
      ['br', 'gzip', 'identity'].map((encoding) => serve(cache, page('/', { 'accept-encoding': encoding }), slow)),
    );
    expect(await Promise.all(readers.map(stateAndRender))).toEqual(Array(3).fill(['STALE', '1']));
    expect(readers.map((reply) => reply.headers.get('content-encoding'))).toEqual(['br', 'gzip', null]);
    expect(renders).toEqual(['/']);
    finish();
    await vi.waitFor(async () => expect(await stateAndRender(await serve(cache, page('/')))).toEqual(['HIT', '2']));
    expect(renders).toEqual(['/', '/']);
    expect(failures).toEqual([]);
  });

  it('has its background render compressed well, once, asking the renderer for no quick copy', async () => {
    const cache = clocked();
    const brotli = { 'accept-encoding': 'br' };
    await serve(cache, page('/', brotli), renderer({ filler: cardsFiller }));
    now += 11_000;
    const asked: (string | null)[] = [];
    const noting = (request: Request) => {
      asked.push(request.headers.get('accept-encoding'));
      return renderer({ filler: cardsFiller })(request);
    };
    expect((await serve(cache, page('/', brotli), noting)).headers.get('x-page-cache')).toBe('STALE');
    const refreshed = await vi.waitFor(async () => {
      const reply = await serve(cache, page('/', brotli));
      expect(reply.headers.get('x-page-cache')).toBe('HIT');
      return Buffer.from(await reply.arrayBuffer());
    });
    const text = brotliDecompressSync(refreshed);
    expect(text.toString()).toContain('第 2 次渲染');
    expect(refreshed.equals(brotliCompressSync(text, brotliOptions(text.length, BROTLI_KEPT_QUALITY)))).toBe(true);
    expect(asked).toEqual([null]);
  });

  it("is written straight onto Node's response while its background render is under way, not before", async () => {
    const cache = clocked();
    await serve(cache, page('/', { 'accept-encoding': 'br' }));
    const sent: { status?: number; headers?: string[]; body?: Buffer } = {};
    const nodeResponse = {
      writeHead: (status: number, headers: string[]) => Object.assign(sent, { status, headers }),
      end: (body: Buffer) => Object.assign(sent, { body }),
    } as unknown as ServerResponse;
    const nodeRequest = { method: 'GET', headers: { 'user-agent': DESKTOP, 'accept-encoding': 'br' } };
    const fast = () =>
      cache.sendIfKept(nodeRequest as IncomingMessage, nodeResponse, new URL('http://school.test/'), 11);
    const stateSent = () => sent.headers![sent.headers!.indexOf('x-page-cache') + 1];
    expect([await fast(), stateSent()]).toEqual([true, 'HIT']);
    now += 11_000;
    // The first reader of the stale page goes through `serve`, which starts its render.
    expect(await fast()).toBe(false);
    let finish = () => {};
    const slow = (request: Request) => () =>
      new Promise<Response>((resolve) => {
        finish = () => void renderer()(request)().then(resolve);
      });
    expect((await serve(cache, page('/', { 'accept-encoding': 'br' }), slow)).headers.get('x-page-cache')).toBe(
      'STALE',
    );
    expect([await fast(), stateSent(), brotliDecompressSync(sent.body!).toString()]).toEqual([
      true,
      'STALE',
      expect.stringContaining('第 1 次渲染'),
    ]);
    finish();
    await vi.waitFor(async () => expect([await fast(), stateSent()]).toEqual([true, 'HIT']));
    expect(brotliDecompressSync(sent.body!).toString()).toContain('第 2 次渲染');
  });

  it("renders in the background from a copy of the request the reader's closing reply does not abort", async () => {
    const cache = clocked();
    await serve(cache, page('/'));
    now += 11_000;
    const reader = new AbortController();
    let rendered: Request | undefined;
    const reply = await cache.serve(
      new Request('http://school.test/', { headers: { 'user-agent': DESKTOP }, signal: reader.signal }),
      11,
      (request) => {
        rendered = request;
        return renderer()(request)();
      },
      () => {},
    );
    reader.abort();
    expect(reply.headers.get('x-page-cache')).toBe('STALE');
    expect([rendered?.url, rendered?.headers.get('user-agent'), rendered?.signal.aborted]).toEqual([
      'http://school.test/',
      DESKTOP,
      false,
    ]);
  });

  it('is never served stale once the site content version moved: its readers wait for the new render', async () => {
    const cache = clocked();
    await serve(cache, page('/'));
    now += 11_000;
    await versions.bump(11);
    expect(await stateAndRender(await serve(cache, page('/')))).toEqual(['MISS', '2']);
    expect(renders).toEqual(['/', '/']);
  });

  it('stays stale until its grace ends when the background render fails, which is logged, not sent', async () => {
    const cache = clocked();
    await serve(cache, page('/'));
    now += 11_000;
    const failing = () => () => Promise.reject(new Error('数据库不可用'));
    expect(await stateAndRender(await serve(cache, page('/'), failing))).toEqual(['STALE', '1']);
    await vi.waitFor(() => expect(failures).toEqual(['http://school.test/: Error: 数据库不可用']));
    const erring = renderer({ status: 500 });
    // Not rendered again for every reader meanwhile.
    expect(await stateAndRender(await serve(cache, page('/'), erring))).toEqual(['STALE', '1']);
    expect(renders).toEqual(['/']);
    now += 9_500;
    expect(await stateAndRender(await serve(cache, page('/')))).toEqual(['MISS', '2']);
  });

  it('is dropped when the background render says the address is no page to keep any more', async () => {
    const cache = clocked();
    await serve(cache, page('/gone'));
    now += 11_000;
    const gone = renderer({ status: 404 });
    expect(await stateAndRender(await serve(cache, page('/gone'), gone))).toEqual(['STALE', '1']);
    await vi.waitFor(() => expect(renders).toHaveLength(2));
    await vi.waitFor(async () => expect((await serve(cache, page('/gone'), gone)).status).toBe(404));
    expect(failures).toEqual([]);
  });
});

describe('compression', () => {
  it('sends brotli or gzip as the reader accepts, the same page inside', async () => {
    const cache = cacheOf();
    const plain = await (await serve(cache, page('/'))).text();
    const br = await serve(cache, page('/', { 'accept-encoding': 'gzip, deflate, br' }));
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(plain.length / 5);
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain);
    const gz = await serve(cache, page('/', { 'accept-encoding': 'gzip' }));
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    expect(Number(gz.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('compresses a page that is not kept too, but not other content', async () => {
    const cache = cacheOf();
    const posted = await serve(cache, page('/account/info', { 'accept-encoding': 'br' }, 'POST'));
    expect(posted.headers.get('content-encoding')).toBe('br');
    const json = await serve(cache, page('/x', { 'accept-encoding': 'br' }), renderer({ type: 'application/json' }));
    expect(json.headers.get('content-encoding')).toBeNull();
  });

  it('compresses a miss quickly for its first reader and a page read again well, once, the same page inside', async () => {
    const cache = cacheOf();
    const render = renderer({ filler: cardsFiller });
    const brotli = { 'accept-encoding': 'br' };
    const first = Buffer.from(await (await serve(cache, page('/', brotli), render)).arrayBuffer());
    const again = Buffer.from(await (await serve(cache, page('/', brotli), render)).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    let later = again;
    for (let wait = 0; wait < 100 && later.equals(first); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      later = Buffer.from(await (await serve(cache, page('/', brotli), render)).arrayBuffer());
    }
    expect(later.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(later).equals(brotliDecompressSync(first))).toBe(true);
    expect(renders).toEqual(['/']);
  });

  it("keeps a page in its first reader's encoding and makes the others from it, each once", async () => {
    const cache = cacheOf();
    const first = await (await serve(cache, page('/', { 'accept-encoding': 'br' }))).arrayBuffer();
    for (let read = 0; read < 2; read++) {
      const plain = await serve(cache, page('/'));
      expect(plain.headers.get('x-page-cache')).toBe('HIT');
      expect(plain.headers.get('content-encoding')).toBeNull();
      const text = await plain.text();
      expect(text).toBe(brotliDecompressSync(Buffer.from(first)).toString());
      expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    }
    const gzipped = await serve(cache, page('/', { 'accept-encoding': 'gzip' }));
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(
      brotliDecompressSync(Buffer.from(first)).toString(),
    );
    expect(renders).toEqual(['/']);
  });
});
