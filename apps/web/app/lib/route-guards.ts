import { ID_PATTERN, isSignInPath, ruleRegExp } from '@school/contracts';
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { readRequestToken } from './cookies';
import { LOGIN_PATH } from './constants';
import { NOT_FOUND_TITLE } from './error-titles';
import { pageAddressOf } from './page-address';
import { returnAddressCookies } from './server-api';

/**
 * A 404 for loaders to throw; the error page shows the code, its Chinese title and this message
 * when it says more than the title (SPEC's 'This page could not be found' is that title).
 */
export function notFound(message = NOT_FOUND_TITLE): never {
  throw data(message, { status: 404, statusText: message });
}

const ID = ruleRegExp(ID_PATTERN);
/** An id as the contracts write it (ID_PATTERN); an optional id may be absent. */
export const isValidId = (id: string) => ID.test(id);

export function assertOptionalId(id: string | undefined): void {
  if (id !== undefined && !isValidId(id)) notFound();
}

/**
 * Sign-in pages (any path containing 'account', and /apply: `isSignInPath`) need the token cookie;
 * without it the reader goes to /login, the page remembered as the return address. Only the
 * cookie's presence is checked, so the page (a shell whose data the browser reads) is the same for
 * every signed-in reader and can be kept (decision 0016). A token the server no longer accepts
 * (signed in elsewhere: 304) is found in the browser, whose calls then sign out and go to
 * /login?t=login with the page remembered. Every layout's loader calls this (layouts re-run their
 * loader whenever the path changes).
 */
export function guardSignInPath(request: Request): void {
  const address = pageAddressOf(request.url);
  const pathname = address.split('?')[0] ?? address;
  if (!isSignInPath(pathname)) return;
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
