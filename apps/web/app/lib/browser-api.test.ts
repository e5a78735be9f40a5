import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindBrowserApi, browserApi } from './browser-api';
import { getBrowserToken, setBrowserToken } from './cookies';
import { createSchoolStore } from './store';
import { learner as user } from '../../test/fixtures';

function stubFetch(reply: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('browser request layer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'RC_WEB_TOKEN=; Path=/; Max-Age=0';
  });

  it('calls /apis with the site id and the token headers', async () => {
    const fetchMock = stubFetch({ code: 200, msg: '', data: [] });
    setBrowserToken('tok');
    bindBrowserApi({ siteId: 11 });
    await browserApi.request({ url: '/system/api/nav/bar/list', body: { platShow: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/apis/system/api/nav/bar/list');
    expect(init.headers).toMatchObject({ 'site-id': '11', token: 'tok', 'content-type': 'application/json' });
    expect(init.body).toBe('{"platShow":1}');
  });

  it('on 300–400 saves the return address, signs out and goes to /login?t=login', async () => {
    stubFetch({ code: 302, msg: '登录已失效', data: null });
    setBrowserToken('tok');
    const store = createSchoolStore();
    store.getState().setUserInfo(user);
    const navigate = vi.fn();
    bindBrowserApi({ store, navigate, currentAddress: () => '/account/course?page=2', toast: vi.fn() });
    await expect(browserApi.request({ url: '/user/auth/x' })).rejects.toThrow('登录已失效');
    expect(store.getState().temporaryUrl).toBe('/account/course?page=2');
    expect(store.getState().userInfo).toBeNull();
    expect(getBrowserToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login?t=login');
  });

  it('does not save an address that contains /login', async () => {
    stubFetch({ code: 303, msg: '请先登录', data: null });
    const store = createSchoolStore();
    store.getState().setTemporaryUrl('/account/info');
    bindBrowserApi({ store, navigate: vi.fn(), currentAddress: () => '/login?t=login', toast: vi.fn() });
    await browserApi.request({ url: '/x' }).catch(() => {});
    expect(store.getState().temporaryUrl).toBe('/account/info');
  });

  it('a detail call by a signed-in reader signs out without leaving the page', async () => {
    stubFetch({ code: 301, msg: '登录已过期', data: null });
    setBrowserToken('tok');
    const store = createSchoolStore();
    store.getState().setUserInfo(user);
    const navigate = vi.fn();
    bindBrowserApi({ store, navigate, toast: vi.fn() });
    await expect(browserApi.request({ url: '/course/api/course/view', isDetailCall: true })).resolves.toMatchObject({
      code: 301,
    });
    expect(store.getState().userInfo).toBeNull();
    expect(getBrowserToken()).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });
});
