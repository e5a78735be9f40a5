import { Outlet, useRouteLoaderData } from 'react-router';
import { AdminProviders } from '../components/admin-providers';
import { setAdminSiteId } from '../lib/admin-api';

/** Wraps every /admin page (sign-in included) in the console's providers. */
export function meta() {
  return [{ title: '运营后台' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminRoot() {
  // The shell's root loader resolves the site from the host; every console call carries it.
  const root = useRouteLoaderData('root') as { siteId?: unknown } | undefined;
  if (root?.siteId !== undefined) setAdminSiteId(root.siteId);
  return (
    <AdminProviders>
      <Outlet />
    </AdminProviders>
  );
}
