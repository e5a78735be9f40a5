import { isSignInPath } from '@school/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSiteFeedback } from '~/components/site-feedback';
import { useApi } from '~/lib/api-context';
import { listenForChunkErrors } from '~/lib/chunk-reload';
import { SESSION_INVALID_LOGIN_URL } from '~/lib/constants';
import { getBrowserToken } from '~/lib/cookies';
import { readReader } from '~/lib/reader';
import { adoptReturnAddressCookie, runSessionStartup, saveReturnAddress, signOutInBrowser } from '~/lib/session';
import type { SiteBootstrap } from '~/lib/site-bootstrap';
import { useSchoolStoreApi } from '~/lib/store';

function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('注册 Service Worker 失败', error));
}

/**
 * The browser side of the shell, after hydration: restores the stored state and runs the session
 * start-up (SPEC §4: the reader is read here, never on the server — decision 0016; the user, the
 * unread count and the class-admin flag in one call — decision 0089), keeps the store in step with
 * the root loader, adopts the return address a server redirect left, reloads on a lost script chunk,
 * registers /sw.js.
 */
export function AppRuntime({ bootstrap }: { bootstrap: SiteBootstrap }) {
  const store = useSchoolStoreApi();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = useSiteFeedback();
  const firstBootstrap = useRef(bootstrap);

  useEffect(() => {
    if (bootstrap !== firstBootstrap.current) store.getState().applyBootstrap(bootstrap);
  }, [bootstrap, store]);

  useEffect(() => {
    adoptReturnAddressCookie(store);
  }, [location.key, store]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await store.rehydrate();
      if (cancelled) return;
      adoptReturnAddressCookie(store);
      const { notice, signInAgain } = await runSessionStartup({
        store,
        token: getBrowserToken(),
        pathname: window.location.pathname,
        fetchReader: () => readReader(api),
        signOut: () => signOutInBrowser(store),
      });
      if (cancelled) return;
      if (notice) void message.warning(notice);
      // A page's own call may have gone to sign in already.
      if (signInAgain && isSignInPath(window.location.pathname)) {
        saveReturnAddress(store, `${window.location.pathname}${window.location.search}`);
        void navigate(SESSION_INVALID_LOGIN_URL);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [store, message, api, navigate]);

  useEffect(() => {
    registerServiceWorker();
    return listenForChunkErrors();
  }, []);

  return null;
}
