import type { ConsolePage } from '../../module-pages';

/** The live module's console pages. */
export const livePages: ConsolePage[] = [
  { group: 'modules', sort: 1, label: '直播管理', path: 'live', file: 'admin/features/live/pages/live-page.tsx' },
];
