import { index, layout, prefix, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { modulePages } from './module-pages';

/**
 * The operator console (/admin). The shell spreads this into app/routes.ts at the top level
 * (outside the public layouts). Paths of files are relative to app/.
 * Pages live in `features/<server module>/pages`; the shell (root, layout, overview, 404) in
 * `pages`. A new console page: add its route under one of the prefixes (or a new one) here, and
 * its menu entry in ./lib/menu.tsx.
 */
export const adminRoutes: RouteConfigEntry[] = [
  layout('admin/pages/admin-root.tsx', [
    route('admin/login', 'admin/features/system/pages/login-page.tsx'),
    route('admin', 'admin/pages/console-layout.tsx', [
      index('admin/pages/dashboard-page.tsx'),
      ...prefix('user', [
        route('list', 'admin/features/user/pages/user-list-page.tsx'),
        route('lecturer', 'admin/features/user/pages/lecturer-audit-page.tsx'),
      ]),
      ...prefix('message', [
        route('send', 'admin/features/user/pages/message-page.tsx'),
        route('feedback', 'admin/features/data/pages/feedback-page.tsx'),
        route('counsel', 'admin/features/marketing/pages/counsel-page.tsx'),
        route('sms', 'admin/features/user/pages/sms-outbox-page.tsx'),
      ]),
      ...prefix('course', [
        route('category', 'admin/features/course/pages/course-category-page.tsx'),
        route('zone', 'admin/features/course/pages/zone-page.tsx'),
        route('list', 'admin/features/course/pages/course-list-page.tsx'),
        route('audit', 'admin/features/course/pages/course-audit-page.tsx'),
        route('comment', 'admin/features/course/pages/course-comment-page.tsx'),
        route('job', 'admin/features/vod/pages/transcode-job-page.tsx'),
      ]),
      ...prefix('content', [
        route('adv', 'admin/features/content/pages/adv-page.tsx'),
        route('article', 'admin/features/content/pages/nav-article-page.tsx'),
        route('vip', 'admin/features/content/pages/vip-set-page.tsx'),
        route('dict', 'admin/features/content/pages/dict-page.tsx'),
      ]),
      ...prefix('exam', [
        route('audit', 'admin/features/exam/pages/paper-audit-page.tsx'),
        route('kind', 'admin/features/exam/pages/exam-dict-page.tsx', { id: 'admin-exam-kind' }),
        route('subject', 'admin/features/exam/pages/exam-dict-page.tsx', { id: 'admin-exam-subject' }),
      ]),
      ...prefix('order', [
        route('list', 'admin/features/order/pages/order-page.tsx'),
        route('withdrawal', 'admin/features/order/pages/withdrawal-page.tsx'),
        route('sale', 'admin/features/order/pages/sale-page.tsx'),
        route('share', 'admin/features/order/pages/share-page.tsx'),
        route('reconcile', 'admin/features/order/pages/reconcile-page.tsx'),
      ]),
      ...prefix('community', [
        route('posts', 'admin/features/community/pages/posts-page.tsx'),
        route('moderation', 'admin/features/community/pages/moderation-page.tsx'),
        route('bloggers', 'admin/features/community/pages/bloggers-page.tsx'),
        route('settings', 'admin/features/community/pages/settings-page.tsx'),
      ]),
      ...prefix('site', [
        route('info', 'admin/features/system/pages/site-info-page.tsx'),
        route('nav', 'admin/features/system/pages/site-nav-page.tsx'),
        route('footer', 'admin/features/system/pages/site-footer-page.tsx'),
        route('banner', 'admin/features/system/pages/site-banner-page.tsx'),
      ]),
      ...modulePages.map((page) => route(page.path, page.file)),
      route('*', 'admin/pages/not-found-page.tsx'),
    ]),
  ]),
];
