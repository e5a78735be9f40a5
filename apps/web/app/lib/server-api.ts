import { Limits } from '@school/contracts';
import { redirect } from 'react-router';
import { clearCookieHeader, readRequestToken, serializeCookie } from './cookies';
import { RETURN_ADDRESS_COOKIE, SESSION_INVALID_LOGIN_URL } from './constants';
import type { SchoolLoadContext } from './load-context';
import { pageAddressOf } from './page-address';
import { canSaveReturnAddress, createRequester, type Requester, type Transport } from './request';

/** Ten minutes is plenty to sign in and come back. */
const RETURN_ADDRESS_MAX_AGE = 600;

export interface ServerApi extends Requester {
  token: string | undefined;
  /** Set-Cookie values the loader must send back (e.g. the token cleared by a detail call). */
  setCookies: string[];
}

/** The transport used in loaders: the server's in-process `callApi`. */
export function createContextTransport(context: Pick<SchoolLoadContext, 'callApi'>): Transport {
  return ({ method, url, body, query, token }) => context.callApi({ method, url, body, query, token });
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

/** The request layer inside a loader or action: token from the request's cookie, calls in-process. */
export function createServerApi(context: Pick<SchoolLoadContext, 'callApi'>, request: Request): ServerApi {
  const token = readRequestToken(request);
  const setCookies: string[] = [];
  const requester = createRequester({
    transport: createContextTransport(context),
    getToken: () => token,
    toast: () => {},
    isServer: true,
    onSessionInvalid: () => {
      throw sessionInvalidRedirect(request);
    },
    onSessionCleared: () => {
      setCookies.push(clearCookieHeader(Limits.tokenCookie));
    },
  });
  return { ...requester, token, setCookies };
}
