import { Limits } from '@school/contracts';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { SiteBootstrap } from '~/lib/site-bootstrap';
import { AdminProviders } from '../components/admin-providers';

/** Wraps every /admin page (sign-in included) in the console's providers. */
export function meta() {
  return [{ title: '运营后台' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminRoot() {
  // The shell's root loader resolves the site from the host; every console call carries it.
  const root = useRouteLoaderData<SiteBootstrap>('root');
  return (
    <AdminProviders siteId={root?.siteId ?? Limits.siteId}>
      <Outlet />
    </AdminProviders>
  );
}
