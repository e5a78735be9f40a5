import { loadPaperView, PaperViewPage, paperViewMeta } from '~/features/exam/pages/paper-view-page';
import { PayDialog } from '~/features/order/pay/pay-dialog';

export const loader = loadPaperView;
export const meta = paperViewMeta;

export default function PaperViewRoute() {
  return <PaperViewPage PayDialog={PayDialog} />;
}
