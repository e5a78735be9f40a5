import { LiveSchedulePage, liveScheduleMeta, loadLiveSchedule } from '~/features/live/pages/live-schedule-page';

export const loader = loadLiveSchedule;
export const meta = liveScheduleMeta;
export default LiveSchedulePage;
