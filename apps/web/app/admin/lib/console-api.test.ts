import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemContracts, uploadContracts } from '@school/contracts';
import { ADMIN_TOKEN_KEY, createConsoleApi, setAdminToken } from './console-api';

function stubFetch(reply: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(reply), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const consoleApi = (over: Partial<Parameters<typeof createConsoleApi>[0]> = {}) => {
  const options = {
    siteId: () => 12,
    navigate: vi.fn(),
    toast: vi.fn(),
    onSignedOut: vi.fn(),
    ...over,
  };
  return { api: createConsoleApi(options), ...options };
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'RC_WEB_TOKEN=; Path=/; Max-Age=0';
});

describe('the console’s options of the request layer', () => {
  it('sends the operator token (not the learner cookie) and the site id of the page', async () => {
    const fetchMock = stubFetch({ code: 200, msg: '成功', data: { id: '1', loginName: 'admin', nickname: '' } });
    setAdminToken('op-token');
    document.cookie = 'RC_WEB_TOKEN=learner-token; Path=/';
    const { api } = consoleApi();
    await expect(api.call(systemContracts.viewOperator)).resolves.toMatchObject({ loginName: 'admin' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/apis/system/admin/operator/view');
    expect(init.headers).toMatchObject({ 'site-id': '12', token: 'op-token' });
  });

  it('a session code clears the operator token, forgets the console’s data and goes to /admin/login, coming back', async () => {
    stubFetch({ code: 302, msg: '登录信息无效，请重新登录', data: null }, 401);
    setAdminToken('op-token');
    const { api, navigate, onSignedOut, toast } = consoleApi();
    window.history.pushState({}, '', '/admin/site/nav?x=1');
    await expect(api.call(systemContracts.adminListNavBar)).rejects.toThrow('登录信息无效，请重新登录');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(`/admin/login?redirect=${encodeURIComponent('/admin/site/nav?x=1')}`);
    expect(toast).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });

  it('400 is bad input: the message is toasted and the operator stays', async () => {
    stubFetch({ code: 400, msg: '参数错误：navUrl 不是合法的链接地址', data: null }, 400);
    setAdminToken('op-token');
    const { api, navigate, toast } = consoleApi();
    await expect(
      api.call(systemContracts.saveNavBar, {
        navTitle: '外链',
        navUrl: 'javascript:alert(1)',
        target: '_self',
        platShow: 1,
        sort: 1,
        statusId: 1,
      }),
    ).rejects.toThrow('参数错误：navUrl 不是合法的链接地址');
    expect(toast).toHaveBeenCalledWith('参数错误：navUrl 不是合法的链接地址');
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('op-token');
  });

  it('uploads a picture as multipart', async () => {
    const fetchMock = stubFetch({
      code: 200,
      msg: '',
      data: { url: '/files/upload/11/1.png', name: 'a.png', size: 3, mimeType: 'image/png' },
    });
    setAdminToken('op-token');
    const { api } = consoleApi();
    const form = new FormData();
    form.append('file', new Blob(['png']), 'a.png');
    await expect(api.call(uploadContracts.uploadPicture, form)).resolves.toMatchObject({
      url: '/files/upload/11/1.png',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/apis/system/admin/upload/picture');
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
  });
});
