import { index, layout, prefix, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The operator console (/admin). The shell spreads this into app/routes.ts at the top level
 * (outside the public layouts). Paths of files are relative to app/.
 * A new console page: add its route under `prefix('site', …)` or a new prefix here, and its
 * menu entry in ./lib/menu.tsx.
 */
export const adminRoutes: RouteConfigEntry[] = [
  layout('admin/pages/admin-root.tsx', [
    route('admin/login', 'admin/pages/login-page.tsx'),
    route('admin', 'admin/pages/console-layout.tsx', [
      index('admin/pages/dashboard-page.tsx'),
      ...prefix('site', [
        route('info', 'admin/pages/site-info-page.tsx'),
        route('nav', 'admin/pages/site-nav-page.tsx'),
        route('footer', 'admin/pages/site-footer-page.tsx'),
        route('banner', 'admin/pages/site-banner-page.tsx'),
      ]),
      route('*', 'admin/pages/not-found-page.tsx'),
    ]),
  ]),
];
