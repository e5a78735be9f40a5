import type { ReactNode } from 'react';
import { Outlet, useLocation, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorPage } from '~/components/route-error-page';
import { LoginsHeader } from '~/features/system/components/logins-header';
import { SiteFooter } from '~/features/system/components/site-footer';
import { isFooterHidden } from '~/lib/path-rules';
import { layoutMeta } from '~/lib/page-meta';
import { guardSignInPath, revalidateOnPathChange } from '~/lib/route-guards';

export function loader({ request }: LoaderFunctionArgs) {
  guardSignInPath(request);
  return null;
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta = layoutMeta;

/** Sign-in, register, reset and apply: a simplified header with the hotline; no footer on those four. */
export function LoginsLayoutFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="layout layout--logins">
      <LoginsHeader />
      <main className="layout__main logins-layout__main">{children}</main>
      {isFooterHidden(pathname) ? null : <SiteFooter />}
    </div>
  );
}

export default function LoginsLayout() {
  return (
    <LoginsLayoutFrame>
      <Outlet />
    </LoginsLayoutFrame>
  );
}

export function ErrorBoundary() {
  return (
    <LoginsLayoutFrame>
      <RouteErrorPage />
    </LoginsLayoutFrame>
  );
}
