import type { ReactNode } from 'react';
import { Outlet, useLocation, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorPage } from '~/components/route-error-page';
import { SiteFooter } from '~/features/system/components/site-footer';
import { SiteHeader } from '~/features/system/components/site-header';
import { OnlineServiceSnippet } from '~/features/system/components/site-snippets';
import { isFooterHidden, isHeaderHidden } from '~/lib/path-rules';
import { layoutMeta } from '~/lib/page-meta';
import { guardSignInPath, revalidateOnPathChange } from '~/lib/route-guards';
import { useReferralCodeFromQuery } from '~/lib/use-referral-code';

export function loader({ request }: LoaderFunctionArgs) {
  guardSignInPath(request);
  return null;
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta = layoutMeta;

/** The public pages' frame: header, page, footer; 'write' pages show neither header nor footer. */
export function DefaultLayoutFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useReferralCodeFromQuery();
  return (
    <div className="layout layout--default">
      {isHeaderHidden(pathname) ? null : <SiteHeader />}
      <main className="layout__main">{children}</main>
      {isFooterHidden(pathname) ? null : <SiteFooter />}
      <OnlineServiceSnippet />
    </div>
  );
}

export default function DefaultLayout() {
  return (
    <DefaultLayoutFrame>
      <Outlet />
    </DefaultLayoutFrame>
  );
}

export function ErrorBoundary() {
  return (
    <DefaultLayoutFrame>
      <RouteErrorPage />
    </DefaultLayoutFrame>
  );
}
