import { loadPaperView, PaperViewPage, paperViewMeta } from '~/features/exam/pages/paper-view-page';
import { PayDialogOnUse } from '~/features/order/pay/pay-dialog-on-use';

export const loader = loadPaperView;
export const meta = paperViewMeta;

export default function PaperViewRoute() {
  return <PaperViewPage PayDialog={PayDialogOnUse} />;
}
