import { describe, expect, it, vi } from 'vitest';
import type { SchoolLoadContext } from '~/lib/load-context';
import type { SiteBootstrap } from '~/lib/site-bootstrap';
import { learner, makeBootstrap } from '../test/fixtures';
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
    '/user/auth/user/ext/view': ok(learner),
    ...overrides,
  };
  const callApi = vi.fn<CallApi>(async ({ url }) => replies[url] ?? { code: 404, msg: '无此接口', data: null });
  return { callApi, context: { siteId: 11, callApi } satisfies SchoolLoadContext };
}

const requestFor = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://demo.school.local${url}`, { headers });

/** The loader returns `data(bootstrap, { headers })`. */
const unwrap = (result: unknown) => result as { data: SiteBootstrap; init: { headers: Headers } };

describe('root loader (site bootstrap)', () => {
  it('reads the site, the nav lists, friend links and pc banners', async () => {
    const { context, callApi } = fakeApi();
    const { data } = unwrap(await loadSiteBootstrap(requestFor('/'), context));
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
    expect(data).toMatchObject({ siteId: 11, webInfo, session: { status: 'visitor' } });
    expect(data.navList).toHaveLength(1);
    expect(data.linkList[0]?.linkName).toBe('教育部');
    expect(callApi).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: '/course/api/course/category/list' }),
    );
    expect(data.courseCategories[0]?.categoryName).toBe('雅思');
  });

  it('does not ask for the user without a token', async () => {
    const { context, callApi } = fakeApi();
    await loadSiteBootstrap(requestFor('/'), context);
    expect(callApi).not.toHaveBeenCalledWith(expect.objectContaining({ url: '/user/auth/user/ext/view' }));
  });

  it('reads the user with the token from the cookie', async () => {
    const { context, callApi } = fakeApi();
    const { data, init } = unwrap(await loadSiteBootstrap(requestFor('/', { Cookie: 'RC_WEB_TOKEN=tok' }), context));
    expect(callApi).toHaveBeenCalledWith(expect.objectContaining({ url: '/user/auth/user/ext/view', token: 'tok' }));
    expect(data.session).toEqual({ status: 'signed-in', userInfo: learner });
    expect(init.headers.get('Set-Cookie')).toBeNull();
  });

  it('a non-200 user reply signs out: the cookie is cleared and the message kept', async () => {
    const { context } = fakeApi({
      '/user/auth/user/ext/view': { code: 304, msg: '您的账号已在其他地方登录！', data: null },
    });
    const { data, init } = unwrap(await loadSiteBootstrap(requestFor('/', { Cookie: 'RC_WEB_TOKEN=tok' }), context));
    expect(data.session).toEqual({ status: 'signed-out', msg: '您的账号已在其他地方登录！' });
    expect(init.headers.get('Set-Cookie')).toContain('RC_WEB_TOKEN=; Path=/; Max-Age=0');
  });

  it('a reader signed out by the user reply is sent from an account page to sign in', async () => {
    const { context } = fakeApi({
      '/user/auth/user/ext/view': { code: 304, msg: '您的账号已在其他地方登录！', data: null },
    });
    // /account/course makes no signed-in call of its own: the root loader is the one that knows.
    const error = await loadSiteBootstrap(requestFor('/account/course', { Cookie: 'RC_WEB_TOKEN=tok' }), context).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Response);
    const response = error as Response;
    expect(response.headers.get('Location')).toBe('/login?t=login');
    expect(response.headers.get('Set-Cookie')).toContain('RC_WEB_TOKEN=; Path=/; Max-Age=0');
    expect(response.headers.get('Set-Cookie')).toContain(`RC_WEB_RETURN=${encodeURIComponent('/account/course')}`);
  });

  it('a signed-in reader on an account page gets the page', async () => {
    const { context } = fakeApi();
    const { data } = unwrap(
      await loadSiteBootstrap(requestFor('/account/course', { Cookie: 'RC_WEB_TOKEN=tok' }), context),
    );
    expect(data.session).toEqual({ status: 'signed-in', userInfo: learner });
  });

  it('lists that fail are empty; the page still renders', async () => {
    const { context } = fakeApi({ '/system/api/sys/banner/list': { code: 500, msg: '服务繁忙', data: null } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { data } = unwrap(await loadSiteBootstrap(requestFor('/'), context));
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
    const consolePage = unwrap(await loadSiteBootstrap(requestFor('/admin/site/info', iphone), context));
    expect(consolePage.data.siteId).toBe(11);
  });
});
