import { lazy, Suspense, useState } from 'react';
import type { PayDialogSlot } from '~/components/pay-dialog-slot';
import { CourseViewPage, courseViewMeta, loadCourseView } from '~/features/course/pages/course-view-page';

export const loader = loadCourseView;
export const meta = courseViewMeta;

const PayDialogOnUse = lazy(() => import('~/features/order/pay/pay-dialog').then((m) => ({ default: m.PayDialog })));

/**
 * The pay dialog's code (antd's modal, radio and form parts, the QR code) loads when the learner first
 * asks to buy, not with the course page (decision 0072); once loaded it stays, so it closes as it opened.
 */
const PayDialog: PayDialogSlot = (props) => {
  const [asked, setAsked] = useState(false);
  if (props.start && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <PayDialogOnUse {...props} />
    </Suspense>
  ) : null;
};

export default function CourseViewRoute() {
  return <CourseViewPage PayDialog={PayDialog} />;
}
