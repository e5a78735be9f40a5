import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { readRequestToken } from './cookies';
import { LOGIN_PATH } from './constants';
import { NOT_FOUND_TITLE } from './error-titles';
import { pageAddressOf } from './page-address';
import { requiresToken } from './path-rules';
import { returnAddressCookies, sessionInvalidRedirect } from './server-api';
import type { BootstrapSession } from './site-bootstrap';

/**
 * A 404 for loaders to throw; the error page shows the code, its Chinese title and this message
 * when it says more than the title (SPEC's 'This page could not be found' is that title).
 */
export function notFound(message = NOT_FOUND_TITLE): never {
  throw data(message, { status: 404, statusText: message });
}

/** Ids are digit strings of up to 19 characters; an optional id may be absent. */
export const isValidId = (id: string) => /^\d{1,19}$/.test(id);

export function assertOptionalId(id: string | undefined): void {
  if (id !== undefined && !isValidId(id)) notFound();
}

/**
 * Any path containing 'account' needs a valid session; the page is remembered as the return address.
 * A visitor (no token) goes to /login. A reader whose token the server refused (the root loader's
 * `signed-out`, e.g. signed in elsewhere) is signed out and goes to /login?t=login, like any call in
 * the session band — also on pages whose loader makes no signed-in call of its own.
 * Every layout's loader calls this with the request (layouts re-run their loader whenever the path
 * changes); the root loader, the one that asks the server about the token, adds the session it read.
 */
export function guardAccountPath(request: Request, session?: BootstrapSession): void {
  const address = pageAddressOf(request.url);
  const pathname = address.split('?')[0] ?? address;
  if (!requiresToken(pathname)) return;
  if (session?.status === 'signed-out') throw sessionInvalidRedirect(request);
  if (readRequestToken(request)) return;
  const headers = new Headers();
  for (const cookie of returnAddressCookies(address)) headers.append('Set-Cookie', cookie);
  throw redirect(LOGIN_PATH, { headers });
}

/** Layout loaders run again on every change of path (so the account guard sees each page). */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}
