import type { UserInfo } from '@school/contracts';
import { deleteBrowserCookie, deleteBrowserToken, getBrowserCookie } from './cookies';
import { LOGIN_PATH, RETURN_ADDRESS_COOKIE } from './constants';
import { canSaveReturnAddress } from './request';
import type { BootstrapSession } from './site-bootstrap';
import type { SchoolStoreApi } from './store';

/** SPEC §4 start-up: what to do with the user when the page starts. */
export type StartupPlan = 'clear-user' | 'restore' | 'restore-and-refresh';

export const isLoginPath = (pathname: string) => pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);

export function planSessionStartup({ hasToken, pathname }: { hasToken: boolean; pathname: string }): StartupPlan {
  if (!hasToken) return 'clear-user';
  return isLoginPath(pathname) ? 'restore' : 'restore-and-refresh';
}

export interface SessionStartupInput {
  store: SchoolStoreApi;
  token: string | undefined;
  pathname: string;
  /** What the root loader found on the server. */
  serverSession: BootstrapSession;
  /** Reads the user from the server (store call: rejects unless code 200). */
  fetchUser(): Promise<UserInfo>;
  signOut(): void;
}

/**
 * Runs once in the browser after the stored state was restored. Resolves with a notice to show
 * when the session ended (e.g. 'your account has logged in elsewhere').
 */
export async function runSessionStartup({
  store,
  token,
  pathname,
  serverSession,
  fetchUser,
  signOut,
}: SessionStartupInput): Promise<string | undefined> {
  const plan = planSessionStartup({ hasToken: Boolean(token), pathname });
  const state = store.getState();
  if (plan === 'clear-user' || !token) {
    state.clearSession();
    return undefined;
  }
  // Restore: the stored (or server-read) user shows at once.
  state.setTokenInfo(token);
  if (plan === 'restore') return undefined;

  // Refresh: the root loader already asked the server when it saw the token.
  if (serverSession.status === 'signed-in') {
    state.setUserInfo(serverSession.userInfo);
    return undefined;
  }
  if (serverSession.status === 'signed-out') {
    signOut();
    return serverSession.msg || undefined;
  }
  try {
    state.setUserInfo(await fetchUser());
    return undefined;
  } catch (error) {
    signOut();
    return error instanceof Error ? error.message : undefined;
  }
}

/** Signs out in the browser: token cookie and stored user are gone. */
export function signOutInBrowser(store: SchoolStoreApi): void {
  deleteBrowserToken();
  store.getState().clearSession();
}

export function saveReturnAddress(store: SchoolStoreApi, address: string): void {
  if (canSaveReturnAddress(address)) store.getState().setTemporaryUrl(address);
}

/** A server redirect to /login leaves the return address in a cookie; keep it in the store instead. */
export function adoptReturnAddressCookie(store: SchoolStoreApi): void {
  const address = getBrowserCookie(RETURN_ADDRESS_COOKIE);
  if (!address) return;
  deleteBrowserCookie(RETURN_ADDRESS_COOKIE);
  saveReturnAddress(store, address);
}
