import { lazy, Suspense, useState } from 'react';
import type { PayDialogSlot } from '~/components/pay-dialog-slot';
import { LiveCoursePage, liveCourseMeta, loadLiveCourse } from '~/features/live/pages/live-course-page';

export const loader = loadLiveCourse;
export const meta = liveCourseMeta;

const PayDialogOnUse = lazy(() => import('~/features/order/pay/pay-dialog').then((m) => ({ default: m.PayDialog })));

/** The pay dialog's code loads when the learner first asks to buy (decision 0072), as on the video course page. */
const PayDialog: PayDialogSlot = (props) => {
  const [asked, setAsked] = useState(false);
  if (props.start && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <PayDialogOnUse {...props} />
    </Suspense>
  ) : null;
};

export default function LiveDetailRoute() {
  return <LiveCoursePage PayDialog={PayDialog} />;
}
