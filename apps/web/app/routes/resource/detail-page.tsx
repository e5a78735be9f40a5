import { lazy, Suspense, useState } from 'react';
import type { PayDialogSlot } from '~/components/pay-dialog-slot';
import {
  loadResourceDetail,
  ResourceDetailPage,
  resourceDetailMeta,
} from '~/features/resource/pages/resource-detail-page';

export const loader = loadResourceDetail;
export const meta = resourceDetailMeta;

const PayDialogOnUse = lazy(() => import('~/features/order/pay/pay-dialog').then((m) => ({ default: m.PayDialog })));

/**
 * The pay dialog loads when the reader first asks to buy (as on the course page, decision 0072); the
 * library reader's route uses it too.
 */
export const PayDialogOnDemand: PayDialogSlot = (props) => {
  const [asked, setAsked] = useState(false);
  if (props.start && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <PayDialogOnUse {...props} />
    </Suspense>
  ) : null;
};

export default function ResourceDetailRoute() {
  return <ResourceDetailPage PayDialog={PayDialogOnDemand} />;
}
