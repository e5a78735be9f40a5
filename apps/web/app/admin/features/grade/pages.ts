import type { ConsolePage } from '../../module-pages';

/** The classes' console pages. */
export const gradePages: ConsolePage[] = [
  { group: 'modules', sort: 1, label: '班级', path: 'grade', file: 'admin/features/grade/pages/grade-page.tsx' },
  {
    group: 'modules',
    sort: 2,
    label: '班级分类',
    path: 'grade/category',
    file: 'admin/features/grade/pages/grade-category-page.tsx',
  },
  {
    group: 'modules',
    sort: 3,
    label: '机构与讲师',
    path: 'grade/org',
    file: 'admin/features/grade/pages/grade-org-page.tsx',
  },
];
