import { describe, expect, it, vi } from 'vitest';
import type { SchoolLoadContext } from '~/lib/load-context';
import { makeBootstrap } from '../test/fixtures';
import { loadSiteBootstrap } from './root-loader.server';

type CallApi = SchoolLoadContext['callApi'];
type Reply = Awaited<ReturnType<CallApi>>;

const ok = (data: unknown): Reply => ({ code: 200, msg: '', data });
const webInfo = makeBootstrap().webInfo;

function fakeApi(overrides: Record<string, Reply> = {}) {
  const replies: Record<string, Reply> = {
    '/system/api/website/info/view': ok(webInfo),
    '/system/api/nav/bar/list': ok([{ id: '1', navTitle: '首页', navUrl: '/', target: '_self' }]),
    '/system/api/website/nav/list': ok([{ id: '2', navName: '关于我们', websiteNavList: [] }]),
    '/system/api/website/link': ok({
      websiteLinkList: [{ id: '3', linkName: '教育部', linkUrl: 'https://www.moe.gov.cn', linkTarget: '_blank' }],
    }),
    '/system/api/sys/banner/list': ok([]),
    '/course/api/course/category/list': ok([
      { id: '5', parentId: '0', categoryName: '雅思', floor: 1, sort: 1, children: [] },
    ]),
    ...overrides,
  };
  const callApi = vi.fn<CallApi>(async ({ url }) => replies[url] ?? { code: 404, msg: '无此接口', data: null });
  return { callApi, context: { siteId: 11, callApi } satisfies SchoolLoadContext };
}

const requestFor = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://demo.school.local${url}`, { headers });

describe('root loader (site bootstrap)', () => {
  it('reads the site, the nav lists, friend links and pc banners', async () => {
    const { context, callApi } = fakeApi();
    const data = await loadSiteBootstrap(requestFor('/'), context);
    expect(callApi).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', url: '/system/api/website/info/view' }),
    );
    expect(callApi).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: '/system/api/nav/bar/list', body: { platShow: 1 } }),
    );
    expect(callApi).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: '/system/api/website/nav/list' }),
    );
    expect(callApi).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: '/system/api/website/link' }));
    expect(callApi).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: '/system/api/sys/banner/list', body: { bannerGroup: 'pc' } }),
    );
    expect(data).toMatchObject({ siteId: 11, webInfo });
    expect(data.navList).toHaveLength(1);
    expect(data.linkList[0]?.linkName).toBe('教育部');
    expect(callApi).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: '/course/api/course/category/list' }),
    );
    expect(data.courseCategories[0]?.categoryName).toBe('雅思');
  });

  it("reads nothing of the reader, so a signed-in reader gets the visitors' page (decision 0016)", async () => {
    const visitor = fakeApi();
    const signedIn = fakeApi();
    const forVisitor = await loadSiteBootstrap(requestFor('/'), visitor.context);
    const forReader = await loadSiteBootstrap(requestFor('/', { Cookie: 'RC_WEB_TOKEN=tok' }), signedIn.context);
    expect({ ...forReader, fetchedAt: 0 }).toEqual({ ...forVisitor, fetchedAt: 0 });
    expect(signedIn.callApi.mock.calls.map(([call]) => [call.url, call.token])).toEqual(
      visitor.callApi.mock.calls.map(([call]) => [call.url, call.token]),
    );
    for (const [call] of signedIn.callApi.mock.calls) {
      expect(call.token).toBeUndefined();
      expect(call.url).not.toContain('/auth/');
    }
  });

  it('leaves an account page to its layout: no redirect and no cookie from the root', async () => {
    const { context } = fakeApi();
    const bootstrap = await loadSiteBootstrap(requestFor('/account/course', { Cookie: 'RC_WEB_TOKEN=tok' }), context);
    expect(bootstrap.siteId).toBe(11);
  });

  it('lists that fail are empty; the page still renders', async () => {
    const { context } = fakeApi({ '/system/api/sys/banner/list': { code: 500, msg: '服务繁忙', data: null } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = await loadSiteBootstrap(requestFor('/'), context);
    expect(data.banners).toEqual([]);
  });

  it('without the site settings the page is a 500', async () => {
    const { context } = fakeApi({ '/system/api/website/info/view': { code: 500, msg: '服务繁忙', data: null } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadSiteBootstrap(requestFor('/'), context)).rejects.toMatchObject({ init: { status: 500 } });
  });

  it('sends phones to h5Domain with the query, when h5Domain is set', async () => {
    const { context } = fakeApi({ '/system/api/website/info/view': ok({ ...webInfo, h5Domain: 'm.school.cn' }) });
    const iphone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' };
    const error = await loadSiteBootstrap(requestFor('/list?code=R1', iphone), context).catch(
      (thrown: unknown) => thrown,
    );
    expect((error as Response).headers.get('Location')).toBe('https://m.school.cn/?code=R1');
    const consolePage = await loadSiteBootstrap(requestFor('/admin/site/info', iphone), context);
    expect(consolePage.siteId).toBe(11);
  });
});
