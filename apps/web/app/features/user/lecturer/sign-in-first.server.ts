import { redirect } from 'react-router';
import { LOGIN_PATH } from '~/lib/constants';
import { pageAddressOf } from '~/lib/page-address';
import { returnAddressCookies } from '~/lib/server-api';

/** A visitor on a page that needs an account: to /login, remembering this page to come back to. */
export function signInFirst(request: Request): Response {
  const headers = new Headers();
  for (const cookie of returnAddressCookies(pageAddressOf(request.url))) headers.append('Set-Cookie', cookie);
  return redirect(LOGIN_PATH, { headers });
}
