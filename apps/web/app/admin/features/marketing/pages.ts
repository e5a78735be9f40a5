import type { ConsolePage } from '../../module-pages';

/** The marketing module's console pages. */
export const marketingPages: ConsolePage[] = [
  {
    group: 'message',
    sort: 3,
    label: '报名咨询',
    path: 'message/counsel',
    file: 'admin/features/marketing/pages/counsel-page.tsx',
  },
];
