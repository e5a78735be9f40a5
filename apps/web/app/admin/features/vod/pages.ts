import type { ConsolePage } from '../../module-pages';

/** The vod module's console pages. */
export const vodPages: ConsolePage[] = [
  {
    group: 'course',
    sort: 6,
    label: '视频转码',
    path: 'course/job',
    file: 'admin/features/vod/pages/transcode-job-page.tsx',
  },
];
