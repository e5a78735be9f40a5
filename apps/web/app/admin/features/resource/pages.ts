import type { ConsolePage } from '../../module-pages';

/** The resource module's console pages. */
export const resourcePages: ConsolePage[] = [
  {
    group: 'course',
    sort: 7,
    label: '文档处理',
    path: 'resource/job',
    file: 'admin/features/resource/pages/document-job-page.tsx',
  },
  {
    group: 'course',
    sort: 8,
    label: '下载记录与限制',
    path: 'resource/download',
    file: 'admin/features/resource/pages/download-page.tsx',
  },
];
