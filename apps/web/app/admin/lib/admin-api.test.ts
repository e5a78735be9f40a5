// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemContracts as sys } from '@school/contracts';
import {
  ADMIN_TOKEN_KEY,
  AdminApiError,
  adminRequest,
  adminUpload,
  callAdmin,
  getAdminSiteId,
  getAdminToken,
  isSessionInvalid,
  setAdminSiteId,
  setAdminToken,
  setSessionInvalidHandler,
} from './admin-api';

const reply = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
let undoHandler: () => void;
let redirected: number;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  redirected = 0;
  undoHandler = setSessionInvalidHandler(() => {
    redirected += 1;
  });
});
afterEach(() => {
  undoHandler();
  vi.unstubAllGlobals();
  setAdminSiteId(11);
});

describe('admin API client', () => {
  it('posts JSON to /apis with the site id and the operator token, and returns data on 200', async () => {
    setAdminToken('tok-1');
    fetchMock.mockResolvedValue(reply({ code: 200, msg: '成功', data: { id: '9', navTitle: '课程' } }));

    const data = await callAdmin(sys.saveNavBar, {
      navTitle: '课程',
      navUrl: '/list',
      target: '_self',
      platShow: 1,
      sort: 1,
      statusId: 1,
    });

    expect(data).toEqual({ id: '9', navTitle: '课程' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/apis/system/admin/nav/bar/save');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'site-id': '11', token: 'tok-1' });
    expect(JSON.parse(String(init.body))).toMatchObject({ navTitle: '课程', sort: 1 });
  });

  it('sends GET calls without a body and without a token header when signed out', async () => {
    fetchMock.mockResolvedValue(reply({ code: 200, msg: '', data: { siteNamePc: '网校' } }));
    await callAdmin(sys.getWebsiteInfo);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/apis/system/api/website/info/view');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('token');
  });

  it('uses the site id the shell provides', async () => {
    setAdminSiteId('12');
    expect(getAdminSiteId()).toBe(12);
    setAdminSiteId('not a number');
    expect(getAdminSiteId()).toBe(12);
    fetchMock.mockResolvedValue(reply({ code: 200, msg: '', data: null }));
    await adminRequest('POST', '/system/admin/operator/logout');
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).toMatchObject({ 'site-id': '12' });
  });

  it('throws the server message for a refused call and keeps the operator signed in', async () => {
    setAdminToken('tok-1');
    fetchMock.mockResolvedValue(reply({ code: 999, msg: '分组下还有链接，不能删除', data: null }, 422));
    const err = await callAdmin(sys.deleteWebsiteNav, { id: '5' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AdminApiError);
    expect((err as AdminApiError).message).toBe('分组下还有链接，不能删除');
    expect((err as AdminApiError).code).toBe(999);
    expect(getAdminToken()).toBe('tok-1');
    expect(redirected).toBe(0);
  });

  it('treats 400 as a form error, not as a lost session', async () => {
    setAdminToken('tok-1');
    fetchMock.mockResolvedValue(reply({ code: 400, msg: '导航标题不能为空', data: null }, 400));
    await expect(adminRequest('POST', '/system/admin/nav/bar/save', {})).rejects.toThrow('导航标题不能为空');
    expect(getAdminToken()).toBe('tok-1');
    expect(redirected).toBe(0);
  });

  it.each([301, 302, 303, 304])('code %i clears the operator token and sends the operator to sign in', async (code) => {
    setAdminToken('tok-1');
    fetchMock.mockResolvedValue(reply({ code, msg: '登录已失效，请重新登录', data: null }, 401));
    await expect(adminRequest('POST', '/system/admin/operator/view')).rejects.toThrow('登录已失效，请重新登录');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(redirected).toBe(1);
  });

  it('can leave the redirect to the caller (the console layout loader)', async () => {
    setAdminToken('tok-1');
    fetchMock.mockResolvedValue(reply({ code: 303, msg: '请先登录', data: null }, 401));
    await expect(
      adminRequest('POST', '/system/admin/operator/view', undefined, { redirectOnSessionInvalid: false }),
    ).rejects.toThrow('请先登录');
    expect(getAdminToken()).toBe('');
    expect(redirected).toBe(0);
  });

  it('does not touch the learners’ token', async () => {
    document.cookie = 'RC_WEB_TOKEN=learner; path=/';
    localStorage.setItem('RC_WEB_TOKEN', 'learner');
    setAdminToken('tok-1');
    fetchMock.mockResolvedValue(reply({ code: 302, msg: '登录无效', data: null }, 401));
    await expect(adminRequest('POST', '/system/admin/operator/view')).rejects.toThrow();
    expect(localStorage.getItem('RC_WEB_TOKEN')).toBe('learner');
    expect(document.cookie).toContain('RC_WEB_TOKEN=learner');
  });

  it('explains network failures and non-JSON replies in Chinese', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(adminRequest('POST', '/x')).rejects.toThrow('网络异常，请检查网络后重试');
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(adminRequest('POST', '/x')).rejects.toThrow('服务器异常（HTTP 502）');
  });

  it('uploads a file as form data without a JSON content type, and signs out on a lost session', async () => {
    setAdminToken('tok-2');
    fetchMock.mockResolvedValueOnce(reply({ code: 200, msg: '', data: { url: '/files/upload/11/1.png' } }));
    const file = new Blob(['png'], { type: 'image/png' });
    await expect(adminUpload('/system/admin/upload/picture', file, '横幅.png')).resolves.toEqual({
      url: '/files/upload/11/1.png',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/apis/system/admin/upload/picture');
    expect(init.headers).toEqual({ 'site-id': '11', token: 'tok-2' });
    const form = init.body as FormData;
    expect((form.get('file') as File).name).toBe('横幅.png');

    fetchMock.mockResolvedValueOnce(reply({ code: 302, msg: '登录无效', data: null }, 401));
    await expect(adminUpload('/system/admin/upload/picture', file, 'a.png')).rejects.toThrow('登录无效');
    expect(getAdminToken()).toBe('');
    expect(redirected).toBe(1);
  });

  it('knows the session-invalid band', () => {
    expect([299, 300, 304, 399, 400, 999].map(isSessionInvalid)).toEqual([false, true, true, true, false, false]);
  });
});
