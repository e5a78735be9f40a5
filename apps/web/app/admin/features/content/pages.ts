import type { ConsolePage } from '../../module-pages';

/** The content module's console pages. */
export const contentPages: ConsolePage[] = [
  { group: 'content', sort: 1, label: '广告', path: 'content/adv', file: 'admin/features/content/pages/adv-page.tsx' },
  {
    group: 'content',
    sort: 2,
    label: '底部导航文章',
    path: 'content/article',
    file: 'admin/features/content/pages/nav-article-page.tsx',
  },
  {
    group: 'content',
    sort: 3,
    label: '会员套餐',
    path: 'content/vip',
    file: 'admin/features/content/pages/vip-set-page.tsx',
  },
  {
    group: 'content',
    sort: 4,
    label: '字典',
    path: 'content/dict',
    file: 'admin/features/content/pages/dict-page.tsx',
  },
];
