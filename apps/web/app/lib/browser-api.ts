import { getBrowserToken } from './cookies';
import { SESSION_INVALID_LOGIN_URL } from './constants';
import { createFetchTransport } from './fetch-transport';
import { createRequester, type Requester } from './request';
import { saveReturnAddress, signOutInBrowser } from './session';
import type { SchoolStoreApi } from './store';

/**
 * The request layer in the browser: fetch to /apis with the `site-id` header and the session's
 * token. The learner site and the operator console differ only in these options: where the token
 * is kept, what signing out forgets and which sign-in page a dead session leads to.
 */
export interface BrowserApiOptions {
  /** The site of the page (the root loader resolved it from the host). */
  siteId(): number;
  token(): string | undefined;
  /** Forgets the session (token and whatever was kept about the signed-in person). */
  signOut(): void;
  /** The sign-in address for a session that ended at `current`; may remember `current` to come back. */
  signInAddress(current: string): string;
  navigate(to: string): void;
  toast(msg: string): void;
  /** True while any call is running (the loading bar). */
  onBusy?(busy: boolean): void;
  currentAddress?(): string;
  fetch?: typeof fetch;
}

export function createBrowserApi(options: BrowserApiOptions): Requester {
  const currentAddress = options.currentAddress ?? (() => `${window.location.pathname}${window.location.search}`);
  let activeCalls = 0;
  return createRequester({
    transport: createFetchTransport(options.siteId, options.fetch),
    getToken: options.token,
    toast: options.toast,
    isServer: false,
    onSessionInvalid: (_reply, token) => {
      // A call made with a session the page has already left (signed out, or signed in anew while
      // it was under way) says nothing about the current one.
      if (token && token !== options.token()) return;
      const to = options.signInAddress(currentAddress());
      options.signOut();
      options.navigate(to);
    },
    onSessionCleared: options.signOut,
    onActivity: (delta) => {
      activeCalls += delta;
      options.onBusy?.(activeCalls > 0);
    },
  });
}

/** The learner site's layer: the `RC_WEB_TOKEN` cookie, the store's user, /login?t=login. */
export function createSiteApi(
  options: Pick<BrowserApiOptions, 'siteId' | 'navigate' | 'toast' | 'currentAddress' | 'fetch'> & {
    store: SchoolStoreApi;
  },
): Requester {
  const { store } = options;
  return createBrowserApi({
    ...options,
    token: getBrowserToken,
    signOut: () => signOutInBrowser(store),
    signInAddress: (current) => {
      saveReturnAddress(store, current);
      return SESSION_INVALID_LOGIN_URL;
    },
    onBusy: (busy) => store.getState().setLoading(busy),
  });
}
