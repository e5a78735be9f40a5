import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorPage } from '~/components/route-error-page';
import { layoutMeta } from '~/lib/page-meta';
import { guardAccountPath, revalidateOnPathChange } from '~/lib/route-guards';

export function loader({ request }: LoaderFunctionArgs) {
  guardAccountPath(request);
  return null;
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta = layoutMeta;

/** Campaign pages: bare, the page draws everything itself. */
export default function ActivityLayout() {
  return (
    <main className="layout layout--activity">
      <Outlet />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="layout layout--activity">
      <RouteErrorPage />
    </main>
  );
}
