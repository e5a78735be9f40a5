import { CourseViewPage, courseViewMeta, loadCourseView } from '~/features/course/pages/course-view-page';
import { PayDialogOnUse } from '~/features/order/pay/pay-dialog-on-use';

export const loader = loadCourseView;
export const meta = courseViewMeta;

export default function CourseViewRoute() {
  return <CourseViewPage PayDialog={PayDialogOnUse} />;
}
