import { accessOf, Limits } from '@school/contracts';
import { redirect } from 'react-router';
import { clearCookieHeader, serializeCookie } from './cookies';
import { RETURN_ADDRESS_COOKIE, SESSION_INVALID_LOGIN_URL } from './constants';
import type { SchoolLoadContext } from './load-context';
import { pageAddressOf } from './page-address';
import { canSaveReturnAddress, createRequester, type Requester, type Transport } from './request';

/** Ten minutes is plenty to sign in and come back. */
const RETURN_ADDRESS_MAX_AGE = 600;

/**
 * The transport used in loaders: the server's in-process `callApi`, as a visitor. A page is kept and
 * served to every reader (decision 0016), so what a loader reads must be the same for all of them:
 * no token is sent, and a call that needs a signed-in user or an operator is a mistake in the page
 * (its data belongs in the browser), refused before it is made.
 */
export function createContextTransport(context: Pick<SchoolLoadContext, 'callApi'>): Transport {
  return ({ method, url, body, query }) => {
    if (accessOf(url) !== 'visitor') {
      return Promise.reject(new Error(`页面在服务器上只读公开接口，${url} 须在浏览器中调用`));
    }
    return context.callApi({ method, url, body, query });
  };
}

/** Cookie headers that remember `address` as the page to return to after signing in. */
export function returnAddressCookies(address: string): string[] {
  return canSaveReturnAddress(address) ? [serializeCookie(RETURN_ADDRESS_COOKIE, address, RETURN_ADDRESS_MAX_AGE)] : [];
}

/** Signs out and sends the reader to /login?t=login, remembering where they were. */
export function sessionInvalidRedirect(request: Request): Response {
  const headers = new Headers();
  headers.append('Set-Cookie', clearCookieHeader(Limits.tokenCookie));
  for (const cookie of returnAddressCookies(pageAddressOf(request.url))) headers.append('Set-Cookie', cookie);
  return redirect(SESSION_INVALID_LOGIN_URL, { headers });
}

/**
 * The request layer inside a loader or action: calls in-process with the visitors' calls only
 * (`createContextTransport`). A 999 reply still sends the reader to sign in (SPEC §8).
 */
export function createServerApi(context: Pick<SchoolLoadContext, 'callApi'>, request: Request): Requester {
  return createRequester({
    transport: createContextTransport(context),
    getToken: () => undefined,
    toast: () => {},
    isServer: true,
    onSessionInvalid: () => {
      throw sessionInvalidRedirect(request);
    },
    onSessionCleared: () => {},
  });
}
