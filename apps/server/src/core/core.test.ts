import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts, contentContracts, systemContracts, tooOftenMessage } from '@school/contracts';
import { malformed } from '../testing/call.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API core', () => {
  it('reports health without a site', async () => {
    // Not an API entry: the health check sits beside the contracts.
    const res = await t.app.inject({ method: 'GET', url: '/apis/health' });
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('answers an unknown call with a Chinese 404', async () => {
    // An address no contract has, on purpose.
    const res = await t.app.inject({
      method: 'POST',
      url: '/apis/system/api/no/such/call',
      headers: { 'site-id': '11' },
    });
    expect([res.statusCode, res.json().code, res.json().msg]).toEqual([404, 404, '接口不存在']);
  });

  it('refuses malformed JSON and non-JSON bodies with a 400-class code', async () => {
    const badJson = await t.call(systemContracts.listBanner, malformed('{"bannerGroup":'));
    expect([badJson.status, badJson.code, badJson.msg]).toEqual([400, 400, '请求内容不是合法的 JSON']);
    // Bodies that are not JSON cannot be sent through a contract call.
    const text = await t.app.inject({
      method: 'POST',
      url: `/apis${systemContracts.listBanner.url}`,
      headers: { 'site-id': '11', 'content-type': 'text/plain' },
      payload: 'bannerGroup=pc',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 400, msg: '参数错误：请求参数 应为对象' });
    const xml = await t.app.inject({
      method: 'POST',
      url: `/apis${systemContracts.listBanner.url}`,
      headers: { 'site-id': '11', 'content-type': 'application/xml' },
      payload: '<bannerGroup>pc</bannerGroup>',
    });
    expect(xml.statusCode).toBe(400);
    expect(xml.json()).toMatchObject({ code: 400, msg: '不支持的请求格式' });
  });

  it('refuses a body over the size limit', async () => {
    const res = await t.call(
      systemContracts.listBanner,
      malformed({ bannerGroup: 'pc', filler: 'x'.repeat(1100 * 1024) }),
    );
    expect([res.status, res.code, res.msg]).toEqual([400, 400, '请求内容过大']);
  });

  it('serves the OpenAPI document with every contract call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/apis/docs/json' });
    const document = res.json<{ paths: Record<string, unknown> }>();
    for (const table of Object.values(allContracts)) {
      for (const contract of Object.values(table))
        // Path parameters (`:dictType`) appear in OpenAPI form (`{dictType}`).
        expect(Object.keys(document.paths)).toContain(`/apis${contract.url.replace(/:(\w+)/g, '{$1}')}`);
    }
  });

  it('answers a failure it did not expect with a generic message and no details', async () => {
    const broken = await createTestApp();
    await broken.db.schema.dropTable('nav_bar').execute();
    const res = await broken.call(systemContracts.listNavBar, {});
    expect(res.status).toBe(500);
    expect(res.code).toBe(500);
    expect(res.msg).toMatch(/^服务器开小差了，请稍后再试（编号 req-[\w-]+）$/);
    expect(res.raw).not.toMatch(/nav_bar|stack|sqlite|relation/i);
    await broken.close();
  });
});

describe('unknown calls with the website mounted', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({
      renderPage: async () =>
        new Response('<html><body>页面</body></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    });
  });
  afterAll(() => site.close());

  it('answers an unknown /apis path with the JSON 404, not a page', async () => {
    // Addresses no contract has, on purpose.
    for (const [method, url] of [
      ['POST', '/apis/system/api/no/such/call'],
      ['GET', '/apis/nope'],
      ['GET', '/apis/'],
    ] as const) {
      const res = await site.app.inject({ method, url, headers: { 'site-id': '11' } });
      expect([res.statusCode, res.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
      expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    }
    const withoutSite = await site.app.inject({ method: 'GET', url: '/apis/nope' });
    expect(withoutSite.json()).toMatchObject({ code: 404, msg: '接口不存在' });
  });

  it('answers a known call under the wrong method with 405 naming the right one', async () => {
    // Each entry's address under a method it does not take.
    const get = await site.app.inject({
      method: 'GET',
      url: `/apis${systemContracts.listNavBar.url}`,
      headers: { 'site-id': '11' },
    });
    expect([get.statusCode, get.headers.allow]).toEqual([405, 'POST']);
    expect(get.json()).toEqual({ code: 405, msg: '请求方法不支持，请使用 POST', data: null });
    const put = await site.app.inject({
      method: 'PUT',
      url: `/apis${contentContracts.listDict.url.replace(':dictType', 'problemKind')}`,
    });
    expect([put.statusCode, put.json<{ msg: string }>().msg]).toEqual([405, '请求方法不支持，请使用 GET']);
    // A page outside /apis still renders.
    const page = await site.app.inject({ method: 'GET', url: '/apisx' });
    expect(page.body).toContain('页面');
  });
});

describe('rate limiting', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { rateLimitPerMinute: 3 } });
  });
  afterAll(() => limited.close());

  it('answers 429 in Chinese once a client exceeds its budget', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await limited.call(systemContracts.getWebsiteInfo)).code);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await limited.call(systemContracts.getWebsiteInfo);
    const { retryAfter } = res.data as unknown as { retryAfter: number };
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect([res.status, res.msg]).toEqual([429, tooOftenMessage(retryAfter)]);
  });
});
