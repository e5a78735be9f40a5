import { isSignInPath, userContracts, type Reader } from '@school/contracts';
import { deleteBrowserCookie, deleteBrowserToken, getBrowserCookie } from './cookies';
import { LOGIN_PATH, RETURN_ADDRESS_COOKIE } from './constants';
import { ApiError, canSaveReturnAddress, isSessionCode, type Requester } from './request';
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
  /** Reads the reader from the server (store call: rejects unless code 200; lib/reader.ts). */
  fetchReader(): Promise<Reader>;
  signOut(): void;
}

export interface SessionStartupResult {
  /** Why the session ended (e.g. 'your account has logged in elsewhere'), to show the reader. */
  notice?: string;
  /** The session ended on a page only signed-in readers may open: sign in again, then come back. */
  signInAgain?: boolean;
}

/**
 * Runs once in the browser after the stored state was restored. The page came from the server
 * without the reader (decision 0016): the stored user shows at once and is then read afresh with the
 * unread count and the class-admin flag, in one call (decision 0089); a refusal signs out, and on a
 * sign-in page a refused session (300–399) sends the reader to sign in.
 */
export async function runSessionStartup({
  store,
  token,
  pathname,
  fetchReader,
  signOut,
}: SessionStartupInput): Promise<SessionStartupResult> {
  const plan = planSessionStartup({ hasToken: Boolean(token), pathname });
  const state = store.getState();
  if (plan === 'clear-user' || !token) {
    state.clearSession();
    return {};
  }
  state.setTokenInfo(token);
  if (plan === 'restore') return {};
  try {
    state.setReader(await fetchReader());
    return {};
  } catch (error) {
    // A call that got no reply (offline, timed out, or cut off because the reader is already leaving
    // the page) says nothing about the session: keep it and the stored user (decision 0039).
    if (!(error instanceof ApiError)) return {};
    // Any other reply than 200 signs the reader out (SPEC §4).
    signOut();
    const refused = isSessionCode(error.code);
    return {
      notice: error instanceof Error ? error.message : undefined,
      signInAgain: refused && isSignInPath(pathname),
    };
  }
}

/** Reads the signed-in reader's user again (say, after an approval made them a teacher). */
export async function refreshUser(store: SchoolStoreApi, api: Requester): Promise<void> {
  store.getState().setUserInfo(await api.storeRequest(userContracts.viewUserExt));
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
