import { lazy, Suspense, useState } from 'react';
import type { PayDialogSlot } from '~/components/pay-dialog-slot';

const LazyPayDialog = lazy(() => import('./pay-dialog').then((m) => ({ default: m.PayDialog })));

/**
 * The pay dialog for pages where buying is not the first thing a reader does (a course, a live course,
 * a resource, the reader): its code (antd's modal, radio and form parts, the QR code) loads when the
 * reader first asks to buy, not with the page (decision 0072); once loaded it stays, so it closes as it
 * opened.
 */
export const PayDialogOnUse: PayDialogSlot = (props) => {
  const [asked, setAsked] = useState(false);
  if (props.start && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <LazyPayDialog {...props} />
    </Suspense>
  ) : null;
};
