import type { ConsolePage } from '../../module-pages';

/** The course module's console pages. */
export const coursePages: ConsolePage[] = [
  {
    group: 'course',
    sort: 1,
    label: '课程分类',
    path: 'course/category',
    file: 'admin/features/course/pages/course-category-page.tsx',
  },
  {
    group: 'course',
    sort: 1.5,
    label: '资源与文库分类',
    path: 'course/information',
    file: 'admin/features/course/pages/information-category-page.tsx',
  },
  {
    group: 'course',
    sort: 2,
    label: '专区与专区课程',
    path: 'course/zone',
    file: 'admin/features/course/pages/zone-page.tsx',
  },
  {
    group: 'course',
    sort: 3,
    label: '课程管理',
    path: 'course/list',
    file: 'admin/features/course/pages/course-list-page.tsx',
  },
  {
    group: 'course',
    sort: 4,
    label: '课程审核',
    path: 'course/audit',
    file: 'admin/features/course/pages/course-audit-page.tsx',
  },
  {
    group: 'course',
    sort: 5,
    label: '课程评论',
    path: 'course/comment',
    file: 'admin/features/course/pages/course-comment-page.tsx',
  },
];
