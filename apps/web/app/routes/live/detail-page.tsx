import { LiveCoursePage, liveCourseMeta, loadLiveCourse } from '~/features/live/pages/live-course-page';
import { PayDialogOnUse } from '~/features/order/pay/pay-dialog-on-use';

export const loader = loadLiveCourse;
export const meta = liveCourseMeta;

export default function LiveDetailRoute() {
  return <LiveCoursePage PayDialog={PayDialogOnUse} />;
}
