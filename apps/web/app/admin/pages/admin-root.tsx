import { Outlet } from 'react-router';
import { AdminProviders } from '../components/admin-providers';

/** Wraps every /admin page (sign-in included) in the console's providers. */
export function meta() {
  return [{ title: '运营后台' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminRoot() {
  return (
    <AdminProviders>
      <Outlet />
    </AdminProviders>
  );
}
