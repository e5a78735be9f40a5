import { setAdminSiteId } from './admin-api';

/**
 * Picks up the site id the shell's root loader sends to the browser (`siteId` in the root
 * route's data) before the console's first call; the console layout also re-reads it from
 * `useRouteLoaderData('root')`. Without one the demo site 11 is used.
 */
export function readShellSiteId(): void {
  if (typeof window === 'undefined') return;
  const ctx = (window as unknown as { __reactRouterContext?: { state?: { loaderData?: Record<string, unknown> } } })
    .__reactRouterContext;
  const root = ctx?.state?.loaderData?.root;
  if (root && typeof root === 'object' && 'siteId' in root) setAdminSiteId((root as { siteId: unknown }).siteId);
}
