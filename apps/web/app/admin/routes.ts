import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { modulePages } from './module-pages';

/**
 * The operator console (/admin). The shell spreads this into app/routes.ts at the top level
 * (outside the public layouts). Paths of files are relative to app/.
 * Pages live in `features/<server module>/pages`, each module listing its own in its `pages.ts`
 * (collected in ./module-pages.ts, which the menu reads too); the shell (root, layout, overview,
 * 404) in `pages`.
 */
export const adminRoutes: RouteConfigEntry[] = [
  layout('admin/pages/admin-root.tsx', [
    route('admin/login', 'admin/features/system/pages/login-page.tsx'),
    route('admin', 'admin/pages/console-layout.tsx', [
      index('admin/pages/dashboard-page.tsx'),
      ...modulePages.map((page) => route(page.path, page.file, page.id ? { id: page.id } : {})),
      route('*', 'admin/pages/not-found-page.tsx'),
    ]),
  ]),
];
