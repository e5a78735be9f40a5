import { describe, expect, it, vi } from 'vitest';
import { systemContracts, userContracts } from '@school/contracts';
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
  it('calls the API in-process with the token from the cookie', async () => {
    const { context, callApi } = contextReplying({ code: 200, msg: '', data: { ok: true } });
    const api = createServerApi(context, requestFor('/', 'abc'));
    await expect(api.storeRequest(systemContracts.getWebsiteInfo)).resolves.toEqual({
      ok: true,
    });
    expect(callApi).toHaveBeenCalledWith({
      method: 'GET',
      url: '/system/api/website/info/view',
      body: undefined,
      query: undefined,
      token: 'abc',
    });
  });

  it('300–400 throws a redirect to /login?t=login that clears the token and keeps the page', async () => {
    const { context } = contextReplying({ code: 302, msg: '登录已失效', data: null });
    const api = createServerApi(context, requestFor('/account/course?page=2', 'abc'));
    const response = (await thrown(api.request(userContracts.viewUserExt))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?t=login');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain('RC_WEB_TOKEN=; Path=/; Max-Age=0; SameSite=Lax');
    expect(cookies).toContain(
      `RC_WEB_RETURN=${encodeURIComponent('/account/course?page=2')}; Path=/; Max-Age=600; SameSite=Lax`,
    );
  });

  it('the return address of a client navigation is the page, not its .data request', async () => {
    const { context } = contextReplying({ code: 301, msg: '', data: null });
    const api = createServerApi(
      context,
      requestFor('/account/notes.data?_routes=routes%2Faccount%2Fnotes-page', 'abc'),
    );
    const response = (await thrown(api.request(userContracts.viewUserExt))) as Response;
    expect(response.headers.getSetCookie()).toContain(
      `RC_WEB_RETURN=${encodeURIComponent('/account/notes')}; Path=/; Max-Age=600; SameSite=Lax`,
    );
  });

  it('does not keep a /login page as the return address', async () => {
    const { context } = contextReplying({ code: 303, msg: '', data: null });
    const api = createServerApi(context, requestFor('/login?t=login'));
    const response = (await thrown(api.request(userContracts.viewUserExt))) as Response;
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('RC_WEB_RETURN='))).toBe(false);
  });

  it('code 999 during server rendering also goes to sign in', async () => {
    const { context } = contextReplying({ code: 999, msg: '不允许', data: null });
    const api = createServerApi(context, requestFor('/exam/exam', 'abc'));
    const response = (await thrown(api.request(userContracts.viewUserExt))) as Response;
    expect(response.headers.get('Location')).toBe('/login?t=login');
  });

  it('a detail call by a signed-in reader returns the reply and asks to clear the token cookie', async () => {
    const { context } = contextReplying({ code: 301, msg: '登录已过期', data: null });
    const api = createServerApi(context, requestFor('/view/1', 'abc'));
    await expect(api.request(userContracts.viewUserExt, undefined, { isDetailCall: true })).resolves.toMatchObject({
      code: 301,
    });
    expect(api.setCookies).toEqual(['RC_WEB_TOKEN=; Path=/; Max-Age=0; SameSite=Lax']);
  });
});
