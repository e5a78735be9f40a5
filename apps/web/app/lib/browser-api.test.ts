import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemContracts, userContracts } from '@school/contracts';
import { createSiteApi } from './browser-api';
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
    const api = createSiteApi({ siteId: () => 11, store: createSchoolStore(), navigate: vi.fn(), toast: vi.fn() });
    await api.request(systemContracts.listNavBar, { platShow: 1 });
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
    const api = createSiteApi({
      siteId: () => 11,
      store,
      navigate,
      currentAddress: () => '/account/course?page=2',
      toast: vi.fn(),
    });
    await expect(api.request(userContracts.viewUserExt)).rejects.toThrow('登录已失效');
    expect(store.getState().temporaryUrl).toBe('/account/course?page=2');
    expect(store.getState().userInfo).toBeNull();
    expect(getBrowserToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login?t=login');
  });

  it('a session reply to a call made with a token the page has since left changes nothing', async () => {
    const fetchMock = stubFetch({ code: 302, msg: '登录已失效', data: null });
    let answer: (value: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    setBrowserToken('old');
    const store = createSchoolStore();
    const navigate = vi.fn();
    const api = createSiteApi({ siteId: () => 11, store, navigate, currentAddress: () => '/', toast: vi.fn() });
    const pending = api.request(userContracts.countUnreadMessages);
    // Signed out and in again while the call was under way.
    setBrowserToken('new');
    store.getState().setUserInfo(user);
    answer(new Response(JSON.stringify({ code: 302, msg: '登录已失效', data: null })));
    await expect(pending).rejects.toThrow('登录已失效');
    expect(navigate).not.toHaveBeenCalled();
    expect(getBrowserToken()).toBe('new');
    expect(store.getState().userInfo).toEqual(user);
  });

  it('does not save an address that contains /login', async () => {
    stubFetch({ code: 303, msg: '请先登录', data: null });
    const store = createSchoolStore();
    store.getState().setTemporaryUrl('/account/info');
    const api = createSiteApi({
      siteId: () => 11,
      store,
      navigate: vi.fn(),
      currentAddress: () => '/login?t=login',
      toast: vi.fn(),
    });
    await api.request(userContracts.viewUserExt).catch(() => {});
    expect(store.getState().temporaryUrl).toBe('/account/info');
  });

  it('a detail call by a signed-in reader signs out without leaving the page', async () => {
    stubFetch({ code: 301, msg: '登录已过期', data: null });
    setBrowserToken('tok');
    const store = createSchoolStore();
    store.getState().setUserInfo(user);
    const navigate = vi.fn();
    const api = createSiteApi({ siteId: () => 11, store, navigate, toast: vi.fn() });
    await expect(api.request(userContracts.viewUserExt, undefined, { isDetailCall: true })).resolves.toMatchObject({
      code: 301,
    });
    expect(store.getState().userInfo).toBeNull();
    expect(getBrowserToken()).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a network failure is passed on with a Chinese message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const toast = vi.fn();
    const api = createSiteApi({ siteId: () => 11, store: createSchoolStore(), navigate: vi.fn(), toast });
    await expect(api.request(userContracts.viewUserExt)).rejects.toThrow('网络异常，请检查网络后重试');
    expect(toast).not.toHaveBeenCalled();
  });

  it('the loading flag is on while a call runs', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const store = createSchoolStore();
    const api = createSiteApi({ siteId: () => 11, store, navigate: vi.fn(), toast: vi.fn() });
    const pending = api.request(userContracts.viewUserExt);
    expect(store.getState().loading).toBe(true);
    answer(new Response(JSON.stringify({ code: 200, msg: '', data: null })));
    await pending;
    expect(store.getState().loading).toBe(false);
  });
});
