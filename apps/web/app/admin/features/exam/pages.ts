import type { ConsolePage } from '../../module-pages';

/** The exam module's console pages. */
export const examPages: ConsolePage[] = [
  {
    group: 'exam',
    sort: 1,
    label: '试卷审核',
    path: 'exam/audit',
    file: 'admin/features/exam/pages/paper-audit-page.tsx',
  },
  {
    group: 'exam',
    sort: 2,
    label: '题目分类',
    path: 'exam/kind',
    file: 'admin/features/exam/pages/exam-dict-page.tsx',
    id: 'admin-exam-kind',
  },
  {
    group: 'exam',
    sort: 3,
    label: '试卷科目',
    path: 'exam/subject',
    file: 'admin/features/exam/pages/exam-dict-page.tsx',
    id: 'admin-exam-subject',
  },
];
