import { CourseViewPage, courseViewMeta, loadCourseView } from '~/features/course/pages/course-view-page';
import { PayDialog } from '~/features/order/pay/pay-dialog';

export const loader = loadCourseView;
export const meta = courseViewMeta;

export default function CourseViewRoute() {
  return <CourseViewPage PayDialog={PayDialog} />;
}
