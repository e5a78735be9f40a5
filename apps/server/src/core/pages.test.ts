import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiUrl, isSignInPath, type WebsiteInfo, systemContracts } from '@school/contracts';
import {
  createTestApp,
  giveSecondSchoolItsHost,
  renameSchool,
  SECOND_SCHOOL_HOST,
  type TestApp,
} from '../testing/test-app.ts';
import type { RenderPage } from './web.ts';

/**
 * The page path (core/web.ts + core/page-cache.ts) with a stand-in for React Router: a page that
 * reads the site name through three in-process API calls, as the root loader does, and, like the
 * website's layouts, sends a reader without the token cookie from a sign-in page to /login.
 */
let renders = 0;
const renderPage: RenderPage = async (request, context) => {
  renders += 1;
  const hasToken = /(?:^|;\s*)RC_WEB_TOKEN=[^;\s]/.test(request.headers.get('cookie') ?? '');
  if (isSignInPath(new URL(request.url).pathname) && !hasToken) {
    return new Response(null, {
      status: 302,
      headers: { location: '/login', 'set-cookie': 'RC_WEB_RETURN=x; Path=/' },
    });
  }
  const [info] = await Promise.all([
    context.callApi(systemContracts.getWebsiteInfo),
    context.callApi({ ...systemContracts.listNavBar, body: { platShow: 1 } }),
    context.callApi({ ...systemContracts.listWebsiteLink, body: {} }),
  ]);
  if (info.code !== 200) return new Response(`<p>${info.msg}</p>`, { status: 500 });
  const name = (info.data as WebsiteInfo).siteNamePc;
  return new Response(`<html><body><h1>${name}</h1><p>${new URL(request.url).pathname}</p></body></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
};

const page = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'demo.school.local', ...headers } });

describe('pages for visitors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ renderPage });
    await giveSecondSchoolItsHost(t);
  });
  afterAll(() => t.close());

  it('renders a page once, keeps it, and sends it compressed', async () => {
    const before = renders;
    const first = await page(t, '/');
    expect([first.statusCode, first.headers['x-page-cache']]).toEqual([200, 'MISS']);
    expect(first.body).toContain('<h1>启航英语网校</h1>');
    const again = await page(t, '/', { 'accept-encoding': 'gzip' });
    expect([again.headers['x-page-cache'], again.headers['content-encoding']]).toEqual(['HIT', 'gzip']);
    expect(renders).toBe(before + 1);
  });

  it('sends a kept page with the headers and bytes of its first reader, policy and security headers included', async () => {
    const brotli = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await page(t, '/about-kept', brotli);
    const again = await page(t, '/about-kept', brotli);
    expect([first.headers['x-page-cache'], again.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);
    const withoutCacheState = ({ headers }: typeof first) => {
      const { 'x-page-cache': _state, date: _date, ...rest } = headers;
      return rest;
    };
    expect(withoutCacheState(again)).toEqual(withoutCacheState(first));
    expect(again.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(again.headers['content-security-policy']).toContain("script-src 'self'");
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // A reader who takes another encoding gets the same page, made for them.
    const plain = await page(t, '/about-kept');
    expect([plain.headers['x-page-cache'], plain.headers['content-encoding'], plain.body]).toEqual([
      'HIT',
      undefined,
      '<html><body><h1>启航英语网校</h1><p>/about-kept</p></body></html>',
    ]);
  });

  it('knows the school by the host and keeps schools apart', async () => {
    const second = await page(t, '/', { host: SECOND_SCHOOL_HOST });
    expect(second.body).toContain('<h1>第二分校</h1>');
    expect((await page(t, '/')).body).toContain('<h1>启航英语网校</h1>');
  });

  it("shows an operator's change to the next visitor at once, in that school only", async () => {
    await page(t, '/list');
    await page(t, '/', { host: SECOND_SCHOOL_HOST });
    expect((await renameSchool(t, '启航英语（新校区）')).code).toBe(200);
    const list = await page(t, '/list');
    expect([list.headers['x-page-cache'], list.body.includes('启航英语（新校区）')]).toEqual(['MISS', true]);
    expect((await page(t, '/', { host: SECOND_SCHOOL_HOST })).headers['x-page-cache']).toBe('HIT');
  });

  it('serves a signed-in reader the page kept for visitors', async () => {
    const token = await t.tokenFor('13800000001');
    const visitor = await page(t, '/vip');
    const before = renders;
    const signedIn = await page(t, '/vip', { cookie: `RC_WEB_TOKEN=${token}` });
    expect([signedIn.statusCode, signedIn.headers['x-page-cache']]).toEqual([200, 'HIT']);
    expect(signedIn.body).toBe(visitor.body);
    expect(renders).toBe(before);
  });

  it('keeps an account page for every signed-in reader alike', async () => {
    const before = renders;
    const first = await page(t, '/account/info', { cookie: `RC_WEB_TOKEN=${await t.tokenFor('13800000001')}` });
    const second = await page(t, '/account/info', { cookie: `RC_WEB_TOKEN=${await t.tokenFor('13800000002')}` });
    expect([first.statusCode, first.headers['x-page-cache']]).toEqual([200, 'MISS']);
    expect([second.statusCode, second.headers['x-page-cache']]).toEqual([200, 'HIT']);
    expect(second.body).toBe(first.body);
    expect(renders).toBe(before + 1);
  });

  it('never keeps the redirect that sends a reader without the token cookie to sign in', async () => {
    await page(t, '/account/feedback', { cookie: `RC_WEB_TOKEN=${await t.tokenFor('13800000001')}` });
    const before = renders;
    for (const cookie of [undefined, 'RC_WEB_TOKEN=']) {
      const visitor = await page(t, '/account/feedback', cookie ? { cookie } : {});
      expect([visitor.statusCode, visitor.headers.location, visitor.headers['x-page-cache']]).toEqual([
        302,
        '/login',
        'MISS',
      ]);
    }
    expect(renders).toBe(before + 2);
  });
});

describe('a kept page whose keep ran out', () => {
  let t: TestApp;
  let count = 0;
  /** Whether each render's request had been aborted 30 ms after it began, by render. */
  const abortedAfter: boolean[] = [];
  const countedPage: RenderPage = async (request) => {
    count += 1;
    const render = count;
    await new Promise((resolve) => setTimeout(resolve, 30));
    abortedAfter[render] = request.signal.aborted;
    return new Response(`<html><body><p>第 ${render} 次渲染</p></body></html>`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
  beforeAll(async () => {
    t = await createTestApp({ renderPage: countedPage, config: { pageCacheSeconds: 1 } });
  });
  afterAll(() => t.close());

  it("is sent stale at once while one render in the background, which the reader's closed reply does not abort, refreshes it", async () => {
    expect((await page(t, '/stale')).headers['x-page-cache']).toBe('MISS');
    expect((await page(t, '/stale')).headers['x-page-cache']).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    const stale = await Promise.all([page(t, '/stale'), page(t, '/stale', { 'accept-encoding': 'gzip' })]);
    expect(stale.map((reply) => reply.headers['x-page-cache'])).toEqual(['STALE', 'STALE']);
    expect(stale[0]!.body).toContain('第 1 次渲染');
    expect(stale[1]!.headers['content-encoding']).toBe('gzip');
    await vi.waitFor(async () => {
      const fresh = await page(t, '/stale');
      expect([fresh.headers['x-page-cache'], fresh.body]).toEqual([
        'HIT',
        '<html><body><p>第 2 次渲染</p></body></html>',
      ]);
    });
    expect([count, abortedAfter[2]]).toEqual([2, false]);
  });
});

describe('page and API budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ renderPage, config: { rateLimitPerMinute: 4, pageCacheSeconds: 0 } });
  });
  afterAll(() => t.close());

  it("counts pages in their own budget, not their in-process calls in the reader's API budget", async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await page(t, `/list?page=${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await page(t, '/');
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('访问过于频繁，请稍后再试');
    // Twelve in-process calls later, the reader's own API budget is untouched.
    expect((await t.call(systemContracts.getWebsiteInfo)).code).toBe(200);
  });

  it('does not let a reader pass as an in-process call', async () => {
    const forged = { 'x-school-internal-call': 'guess' };
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      // A forged header needs the raw request.
      const res = await t.app.inject({
        method: 'GET',
        url: apiUrl(systemContracts.getWebsiteInfo.url),
        headers: { 'site-id': '11', ...forged },
        remoteAddress: '10.0.0.9',
      });
      codes.push(res.json<{ code: number }>().code);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('renders at once', () => {
  let t: TestApp;
  let running = 0;
  let mostAtOnce = 0;
  const slowPage: RenderPage = async (request) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 20));
    running -= 1;
    return new Response(`<p>${new URL(request.url).search}</p>`, { headers: { 'content-type': 'text/html' } });
  };
  beforeAll(async () => {
    t = await createTestApp({ renderPage: slowPage, config: { renderConcurrency: 2, pageCacheSeconds: 0 } });
  });
  afterAll(() => t.close());

  it('renders no more pages at once than allowed; the others wait their turn and are all answered', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => page(t, `/list?n=${i}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers[7]!.body).toContain('?n=7');
    expect(mostAtOnce).toBe(2);
  });
});

describe('a render that fails, and one whose reader has gone', () => {
  let t: TestApp;
  let origin = '';
  const rendered: string[] = [];
  const failingPage: RenderPage = async (request) => {
    const { pathname, search } = new URL(request.url);
    rendered.push(`${pathname}${search}`);
    if (pathname === '/broken') throw new Error('the worker rendering this page ended');
    await new Promise((resolve) => setTimeout(resolve, 150));
    return new Response(`<p>${search}</p>`, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  beforeAll(async () => {
    t = await createTestApp({ renderPage: failingPage, config: { renderConcurrency: 1, pageCacheSeconds: 0 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** A page over a real connection, which `leaveAfterMs` closes before the answer comes. */
  const fetchPage = (path: string, leaveAfterMs?: number) =>
    new Promise<{ status: number; body: string } | 'left'>((resolve, reject) => {
      const request = http.get(`${origin}${path}`, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', (error) => (leaveAfterMs === undefined ? reject(error) : resolve('left')));
      if (leaveAfterMs !== undefined) setTimeout(() => request.destroy(), leaveAfterMs);
    });

  it('answers our own page when a render fails, logs it with its address, and keeps nothing', async () => {
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const first = await page(t, '/broken?from=test');
      expect([first.statusCode, first.headers['content-type'], first.headers['cache-control']]).toEqual([
        500,
        'text/html; charset=utf-8',
        'no-store',
      ]);
      expect(first.body).toContain('<h1 style="font-size:22px">服务器开小差了，请稍后再试</h1>');
      expect(first.body).toContain('<a href="/">返回首页</a>');
      // Readable on a phone, at the phone's width.
      expect(first.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'http://demo.school.local/broken?from=test' }),
        '页面渲染失败',
      );
      expect((await page(t, '/broken?from=test')).statusCode).toBe(500);
      expect(rendered.filter((path) => path === '/broken?from=test')).toHaveLength(2);
    } finally {
      logged.mockRestore();
    }
  });

  it('renders nothing for a reader who left while the render waited for its turn, and logs no failure', async () => {
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const answers = Promise.all([
        fetchPage('/slow?reader=first'),
        fetchPage('/slow?reader=gone', 50),
        fetchPage('/slow?reader=last'),
      ]);
      const [first, gone, last] = await answers;
      expect(first).toEqual({ status: 200, body: '<p>?reader=first</p>' });
      expect(gone).toBe('left');
      expect(last).toEqual({ status: 200, body: '<p>?reader=last</p>' });
      expect(rendered).toContain('/slow?reader=first');
      expect(rendered).not.toContain('/slow?reader=gone');
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
