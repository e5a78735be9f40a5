import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryCache } from './cache.ts';
import { createPageCache, createPageVersions, type PageVersions } from './page-cache.ts';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

let versions: PageVersions;
let renders: string[];

beforeEach(() => {
  versions = createPageVersions(createMemoryCache());
  renders = [];
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

const cacheOf = (ttlSeconds = 10) => createPageCache({ versions, ttlSeconds, maxBytes: 8 * 1024 * 1024 });
const serve = (cache: ReturnType<typeof cacheOf>, request: Request, render = renderer()) =>
  cache.serve(request, 11, render(request));

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

  it('renders afresh once the kept page is older than its time', async () => {
    let now = 1000;
    const cache = createPageCache({ versions, ttlSeconds: 10, maxBytes: 8 * 1024 * 1024, now: () => now });
    await serve(cache, page('/'));
    now += 9_000;
    expect((await serve(cache, page('/'))).headers.get('x-page-cache')).toBe('HIT');
    now += 2_000;
    expect((await serve(cache, page('/'))).headers.get('x-page-cache')).toBe('MISS');
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
