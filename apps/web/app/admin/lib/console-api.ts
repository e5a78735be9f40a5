import { createBrowserApi } from '~/lib/browser-api';
import type { Requester } from '~/lib/request';
import { loginPathFor } from './redirect';

/**
 * The console's options of the one request layer (lib/browser-api.ts). Operators are separate
 * accounts: their token lives under its own key (`RC_ADMIN_TOKEN`, localStorage) and a session
 * that ends sends them to /admin/login (coming back afterwards), never to the learners' /login.
 */

export const ADMIN_TOKEN_KEY = 'RC_ADMIN_TOKEN';
export const ADMIN_LOGIN_PATH = '/admin/login';

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export const getAdminToken = (): string => storage()?.getItem(ADMIN_TOKEN_KEY) ?? '';
export const setAdminToken = (token: string): void => storage()?.setItem(ADMIN_TOKEN_KEY, token);
export const clearAdminToken = (): void => storage()?.removeItem(ADMIN_TOKEN_KEY);

export interface ConsoleApiOptions {
  siteId(): number;
  navigate(to: string): void;
  toast(msg: string): void;
  /** What else the console forgets when the session ends (its query cache). */
  onSignedOut?(): void;
  fetch?: typeof fetch;
}

export function createConsoleApi({ onSignedOut, ...options }: ConsoleApiOptions): Requester {
  return createBrowserApi({
    ...options,
    token: () => getAdminToken() || undefined,
    signOut: () => {
      clearAdminToken();
      onSignedOut?.();
    },
    signInAddress: loginPathFor,
  });
}
