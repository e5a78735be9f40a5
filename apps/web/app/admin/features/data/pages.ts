import type { ConsolePage } from '../../module-pages';

/** The data module's console pages. */
export const dataPages: ConsolePage[] = [
  { group: 'message', sort: 2, label: '意见反馈', path: 'message/feedback', file: 'admin/features/data/pages/feedback-page.tsx' },
];
