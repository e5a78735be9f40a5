import type { ConsolePage } from '../../module-pages';

/** The classes' console pages. */
export const gradePages: ConsolePage[] = [
  { group: 'modules', sort: 1, label: '班级', path: 'grade', file: 'admin/features/grade/pages/grade-page.tsx' },
];
