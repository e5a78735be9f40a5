import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, systemContracts, type WebsiteInfo } from '@school/contracts';
import {
  createFakeClock,
  createTestApp,
  giveSecondSchoolItsHost,
  renameSchool,
  SECOND_SCHOOL_HOST,
  type TestApp,
} from '../testing/test-app.ts';
import { PAGE_READS_SECONDS } from './page-reads.mjs';
import type { RenderPage } from './web.ts';

/**
 * The loaders' public reads kept under the site's content version (core/page-reads.mjs, decision 0102),
 * through the page path with a stand-in for React Router whose "loader" reads the site's name and its
 * navigation, as the root loader does; `/wrong-input` asks with a body the call refuses, `/with-token`
 * as a signed-in reader would. Every page is at its own address, so the page cache never answers.
 */
const renderPage: RenderPage = async (request, context) => {
  const { pathname } = new URL(request.url);
  const body = pathname === '/wrong-input' ? { platShow: 'every' } : { platShow: 1 };
  const token = pathname === '/with-token' ? request.headers.get('x-test-token')! : undefined;
  const [info, nav] = await Promise.all([
    context.callApi({ ...systemContracts.getWebsiteInfo, ...(token ? { token } : {}) }),
    context.callApi({ ...systemContracts.listNavBar, body }),
  ]);
  const name = info.code === 200 ? (info.data as WebsiteInfo).siteNamePc : info.msg;
  // A kept answer is shared by the renders of the next few seconds, so it comes frozen.
  const frozen = Object.isFrozen(info) && Object.isFrozen(info.data) ? 'frozen' : 'open';
  return new Response(`<html><body><h1>${name}</h1><p>${nav.code}</p><i>${frozen}</i></body></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
};

let address = 0;
/** A page at an address nobody asked for yet. */
const freshPage = (t: TestApp, options: { host?: string; method?: 'GET' | 'POST'; path?: string } = {}) => {
  address += 1;
  return t.app.inject({
    method: options.method ?? 'GET',
    url: `${options.path ?? '/page'}?n=${address}`,
    headers: { host: options.host ?? 'demo.school.local', 'x-test-token': token },
  });
};

let t: TestApp;
let token = '';
const clock = createFakeClock();
/** The API calls the pages made in-process (the test's own page requests are not API calls). */
let callsMade: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ renderPage, clock });
  await giveSecondSchoolItsHost(t);
  token = await t.tokenFor('13800000001');
  const inject = t.app.inject.bind(t.app);
  vi.spyOn(t.app, 'inject').mockImplementation(((options: { url: string }) => {
    if (options.url.startsWith(API_PREFIX)) callsMade.push(options.url.slice(API_PREFIX.length));
    return inject(options as never);
  }) as never);
});
afterEach(() => {
  callsMade = [];
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('the public reads a page makes', () => {
  it('are made once for pages rendered together and pages at other addresses soon after', async () => {
    clock.advance(PAGE_READS_SECONDS * 1000 + 1);
    const pages = await Promise.all([freshPage(t), freshPage(t), freshPage(t)]);
    expect(pages.map((page) => page.body.includes('<h1>启航英语网校</h1>'))).toEqual([true, true, true]);
    expect(pages.map((page) => page.body.includes('<i>frozen</i>'))).toEqual([true, true, true]);
    expect(pages.map((page) => page.headers['x-page-cache'])).toEqual(['MISS', 'MISS', 'MISS']);
    await freshPage(t);
    expect(callsMade.sort()).toEqual([systemContracts.getWebsiteInfo.url, systemContracts.listNavBar.url].sort());
  });

  it('are read again once their few seconds are over', async () => {
    clock.advance(PAGE_READS_SECONDS * 1000 + 1);
    await freshPage(t);
    await freshPage(t);
    expect(callsMade).toHaveLength(2);
    clock.advance(PAGE_READS_SECONDS * 1000 + 1);
    await freshPage(t);
    expect(callsMade).toHaveLength(4);
  });

  it("are read again at once after an operator's change, in that school only", async () => {
    await freshPage(t);
    await freshPage(t, { host: SECOND_SCHOOL_HOST });
    expect((await renameSchool(t, '启航英语（读取新版）')).code).toBe(200);
    callsMade = [];
    expect((await freshPage(t)).body).toContain('<h1>启航英语（读取新版）</h1>');
    expect(callsMade).toHaveLength(2);
    const second = await freshPage(t, { host: SECOND_SCHOOL_HOST });
    expect(second.body).toContain('<h1>第二分校</h1>');
    expect(callsMade).toHaveLength(2);
  });

  it('are never shared between schools', async () => {
    clock.advance(PAGE_READS_SECONDS * 1000 + 1);
    expect((await freshPage(t)).body).toContain('<h1>启航英语（读取新版）</h1>');
    expect((await freshPage(t, { host: SECOND_SCHOOL_HOST })).body).toContain('<h1>第二分校</h1>');
    expect(callsMade).toHaveLength(4);
  });

  it('are not kept when the call refuses them', async () => {
    const first = await freshPage(t, { path: '/wrong-input' });
    const again = await freshPage(t, { path: '/wrong-input' });
    expect(
      [first.body, again.body].every((body) => /<p>[1-9]\d*<\/p>/.test(body) && !body.includes('<p>200</p>')),
    ).toBe(true);
    expect(callsMade.filter((url) => url === systemContracts.listNavBar.url)).toHaveLength(2);
  });

  it("are made for every form post and every call with a reader's token", async () => {
    await freshPage(t, { method: 'POST' });
    await freshPage(t, { method: 'POST' });
    expect(callsMade).toHaveLength(4);
    callsMade = [];
    await freshPage(t, { path: '/with-token' });
    await freshPage(t, { path: '/with-token' });
    expect(callsMade.filter((url) => url === systemContracts.getWebsiteInfo.url)).toHaveLength(2);
  });
});
