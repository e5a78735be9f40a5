import { CourseViewPage, courseViewMeta, loadCourseView } from '~/features/course/pages/course-view-page';
import { PayDialog } from '~/features/order/pay/pay-dialog';
import { SalePrice } from '~/features/order/sale/sale-card';
import '~/features/order/sale/sale.css';

export const loader = loadCourseView;
export const meta = courseViewMeta;

export default function CourseViewRoute() {
  return <CourseViewPage PayDialog={PayDialog} SalePrice={SalePrice} />;
}
