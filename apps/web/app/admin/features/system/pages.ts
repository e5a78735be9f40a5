import type { ConsolePage } from '../../module-pages';

/** The system module's console pages. */
export const systemPages: ConsolePage[] = [
  {
    group: 'site',
    sort: 1,
    label: '站点信息',
    path: 'site/info',
    file: 'admin/features/system/pages/site-info-page.tsx',
  },
  {
    group: 'site',
    sort: 2,
    label: '头部导航',
    path: 'site/nav',
    file: 'admin/features/system/pages/site-nav-page.tsx',
  },
  {
    group: 'site',
    sort: 3,
    label: '底部导航与友链',
    path: 'site/footer',
    file: 'admin/features/system/pages/site-footer-page.tsx',
  },
  {
    group: 'site',
    sort: 4,
    label: '轮播图',
    path: 'site/banner',
    file: 'admin/features/system/pages/site-banner-page.tsx',
  },
];
