import type { ConsolePage } from '../../module-pages';

/** The community module's console pages. */
export const communityPages: ConsolePage[] = [
  {
    group: 'community',
    sort: 1,
    label: '文章与资讯',
    path: 'community/posts',
    file: 'admin/features/community/pages/posts-page.tsx',
  },
  {
    group: 'community',
    sort: 2,
    label: '审核与评论',
    path: 'community/moderation',
    file: 'admin/features/community/pages/moderation-page.tsx',
  },
  {
    group: 'community',
    sort: 3,
    label: '博主',
    path: 'community/bloggers',
    file: 'admin/features/community/pages/bloggers-page.tsx',
  },
  {
    group: 'community',
    sort: 4,
    label: '社区设置',
    path: 'community/settings',
    file: 'admin/features/community/pages/settings-page.tsx',
  },
];
