import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { readRequestToken } from './cookies';
import { LOGIN_PATH } from './constants';
import { pageAddressOf } from './page-address';
import { requiresToken } from './path-rules';
import { returnAddressCookies } from './server-api';

export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** A 404 for loaders to throw; the error page shows the code and this message. */
export function notFound(message = NOT_FOUND_MESSAGE): never {
  throw data(message, { status: 404, statusText: message });
}

/** Ids are digit strings of up to 19 characters; an optional id may be absent. */
export const isValidId = (id: string) => /^\d{1,19}$/.test(id);

export function assertOptionalId(id: string | undefined): void {
  if (id !== undefined && !isValidId(id)) notFound();
}

/**
 * Any path containing 'account' needs a token: otherwise go to /login and remember the page.
 * Every layout's loader calls this, and layouts re-run their loader whenever the path changes.
 */
export function guardAccountPath(request: Request): void {
  const address = pageAddressOf(request.url);
  const pathname = address.split('?')[0] ?? address;
  if (!requiresToken(pathname) || readRequestToken(request)) return;
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
