import { index, layout, prefix, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The operator console (/admin). The shell spreads this into app/routes.ts at the top level
 * (outside the public layouts). Paths of files are relative to app/.
 * A new console page: add its route under one of the prefixes (or a new one) here, and its
 * menu entry in ./lib/menu.tsx.
 */
export const adminRoutes: RouteConfigEntry[] = [
  layout('admin/pages/admin-root.tsx', [
    route('admin/login', 'admin/pages/login-page.tsx'),
    route('admin', 'admin/pages/console-layout.tsx', [
      index('admin/pages/dashboard-page.tsx'),
      ...prefix('user', [
        route('list', 'admin/pages/user-list-page.tsx'),
        route('lecturer', 'admin/pages/lecturer-audit-page.tsx'),
      ]),
      ...prefix('message', [
        route('send', 'admin/pages/message-page.tsx'),
        route('feedback', 'admin/pages/feedback-page.tsx'),
        route('counsel', 'admin/pages/counsel-page.tsx'),
        route('sms', 'admin/pages/sms-outbox-page.tsx'),
      ]),
      ...prefix('course', [
        route('category', 'admin/pages/course-category-page.tsx'),
        route('zone', 'admin/pages/zone-page.tsx'),
      ]),
      ...prefix('content', [
        route('adv', 'admin/pages/adv-page.tsx'),
        route('article', 'admin/pages/nav-article-page.tsx'),
        route('vip', 'admin/pages/vip-set-page.tsx'),
        route('dict', 'admin/pages/dict-page.tsx'),
      ]),
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
