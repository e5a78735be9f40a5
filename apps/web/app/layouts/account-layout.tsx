import type { ReactNode } from 'react';
import { Outlet, useLocation, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorPage } from '~/components/route-error-page';
import { AccountSideMenu, StudyMenu } from '~/features/user/account/components/account-side-menu';
import { UploadPanelSlot } from '~/features/user/account/components/upload-panel-slot';
import { SiteFooter } from '~/features/system/components/site-footer';
import { SiteHeader } from '~/features/system/components/site-header';
import { isFooterHidden, isHeaderHidden, isStudyMenuPath } from '~/lib/path-rules';
import { layoutMeta } from '~/lib/page-meta';
import { guardSignInPath, revalidateOnPathChange } from '~/lib/route-guards';

export function loader({ request }: LoaderFunctionArgs) {
  guardSignInPath(request);
  return null;
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta = layoutMeta;

/** The personal centre: header, the side menu (or the study menu on study pages), page, footer, upload panel. */
export function AccountLayoutFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="layout layout--account">
      {isHeaderHidden(pathname) ? null : <SiteHeader />}
      <div className="account-layout page-width">
        {isStudyMenuPath(pathname) ? <StudyMenu /> : <AccountSideMenu />}
        <main className="account-layout__main">{children}</main>
      </div>
      {isFooterHidden(pathname) ? null : <SiteFooter />}
      <UploadPanelSlot />
    </div>
  );
}

export default function AccountLayout() {
  return (
    <AccountLayoutFrame>
      <Outlet />
    </AccountLayoutFrame>
  );
}

export function ErrorBoundary() {
  return (
    <AccountLayoutFrame>
      <RouteErrorPage />
    </AccountLayoutFrame>
  );
}
