import { describe, expect, it, vi } from 'vitest';
import { dataContracts, systemContracts, userContracts } from '@school/contracts';
import type { SchoolLoadContext } from './load-context';
import { createServerApi } from './server-api';

const contextReplying = (reply: { code: number; msg: string; data: unknown }) => {
  const callApi = vi.fn<SchoolLoadContext['callApi']>(async () => reply);
  return { callApi, context: { siteId: 11, callApi } };
};

const requestFor = (url: string, token?: string) =>
  new Request(`http://demo.school.local${url}`, { headers: token ? { Cookie: `RC_WEB_TOKEN=${token}` } : {} });

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('server request layer', () => {
  it('calls the API in-process as a visitor, even for a reader with the token cookie', async () => {
    const { context, callApi } = contextReplying({ code: 200, msg: '', data: { ok: true } });
    const api = createServerApi(context, requestFor('/', 'abc'));
    await expect(api.storeRequest(systemContracts.getWebsiteInfo)).resolves.toEqual({ ok: true });
    expect(callApi).toHaveBeenCalledWith({
      method: 'GET',
      url: '/system/api/website/info/view',
      body: undefined,
      query: undefined,
    });
  });

  it('refuses, without calling, what needs a signed-in user or an operator: that belongs in the browser', async () => {
    const { context, callApi } = contextReplying({ code: 200, msg: '', data: null });
    const api = createServerApi(context, requestFor('/account/feedback', 'abc'));
    await expect(api.call(dataContracts.pageFeedback, { pageCurrent: 1, pageSize: 5 })).rejects.toThrow(/只读公开接口/);
    await expect(api.storeRequest(userContracts.viewUserExt)).rejects.toThrow(/\/user\/auth\/user\/ext\/view/);
    await expect(api.call(systemContracts.viewOperator)).rejects.toThrow(/只读公开接口/);
    expect(callApi).not.toHaveBeenCalled();
  });

  it('300–400 throws a redirect to /login?t=login that clears the token and keeps the page', async () => {
    const { context } = contextReplying({ code: 302, msg: '登录已失效', data: null });
    const api = createServerApi(context, requestFor('/list?page=2', 'abc'));
    const response = (await thrown(api.request(systemContracts.getWebsiteInfo))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?t=login');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain('RC_WEB_TOKEN=; Path=/; Max-Age=0; SameSite=Lax');
    expect(cookies).toContain(`RC_WEB_RETURN=${encodeURIComponent('/list?page=2')}; Path=/; Max-Age=600; SameSite=Lax`);
  });

  it('the return address of a client navigation is the page, not its .data request', async () => {
    const { context } = contextReplying({ code: 301, msg: '', data: null });
    const api = createServerApi(context, requestFor('/terrace/5.data?_routes=routes%2Fterrace-page', 'abc'));
    const response = (await thrown(api.request(systemContracts.getWebsiteInfo))) as Response;
    expect(response.headers.getSetCookie()).toContain(
      `RC_WEB_RETURN=${encodeURIComponent('/terrace/5')}; Path=/; Max-Age=600; SameSite=Lax`,
    );
  });

  it('does not keep a /login page as the return address', async () => {
    const { context } = contextReplying({ code: 303, msg: '', data: null });
    const api = createServerApi(context, requestFor('/login?t=login'));
    const response = (await thrown(api.request(systemContracts.getWebsiteInfo))) as Response;
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('RC_WEB_RETURN='))).toBe(false);
  });

  it('code 999 during server rendering also goes to sign in', async () => {
    const { context } = contextReplying({ code: 999, msg: '不允许', data: null });
    const api = createServerApi(context, requestFor('/exam/exam', 'abc'));
    const response = (await thrown(api.request(systemContracts.getWebsiteInfo))) as Response;
    expect(response.headers.get('Location')).toBe('/login?t=login');
  });
});
