import { deleteBrowserToken, getBrowserToken } from './cookies';
import { DEFAULT_SITE_ID, SESSION_INVALID_LOGIN_URL } from './constants';
import { createFetchTransport } from './fetch-transport';
import { createRequester, type Requester } from './request';
import { saveReturnAddress, signOutInBrowser } from './session';
import type { SchoolStoreApi } from './store';

/**
 * The request layer in the browser: fetch to /apis with the site id from the root loader and the
 * token from the cookie. The app shell binds the store, the router's navigate and antd's message
 * (ApiBridge in app/components) when it mounts.
 */
export interface BrowserApiBindings {
  siteId: number;
  store: SchoolStoreApi | null;
  toast(msg: string): void;
  navigate(to: string): void;
  currentAddress(): string;
}

const bindings: BrowserApiBindings = {
  siteId: DEFAULT_SITE_ID,
  store: null,
  toast: (msg) => console.error(msg),
  navigate: (to) => window.location.assign(to),
  currentAddress: () => `${window.location.pathname}${window.location.search}`,
};

export function bindBrowserApi(next: Partial<BrowserApiBindings>): void {
  Object.assign(bindings, next);
}

let activeCalls = 0;

export const browserApi: Requester = createRequester({
  transport: createFetchTransport(() => bindings.siteId),
  getToken: getBrowserToken,
  toast: (msg) => bindings.toast(msg),
  isServer: false,
  onSessionInvalid: () => {
    const { store } = bindings;
    if (store) {
      saveReturnAddress(store, bindings.currentAddress());
      signOutInBrowser(store);
    } else {
      deleteBrowserToken();
    }
    bindings.navigate(SESSION_INVALID_LOGIN_URL);
  },
  onSessionCleared: () => {
    if (bindings.store) signOutInBrowser(bindings.store);
    else deleteBrowserToken();
  },
  onActivity: (delta) => {
    activeCalls += delta;
    bindings.store?.getState().setLoading(activeCalls > 0);
  },
});
