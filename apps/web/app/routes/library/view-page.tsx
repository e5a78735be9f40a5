import { PayDialogOnUse } from '~/features/order/pay/pay-dialog-on-use';
import { LibraryViewPage, libraryViewMeta, loadLibraryView } from '~/features/resource/pages/library-view-page';

export const loader = loadLibraryView;
export const meta = libraryViewMeta;

export default function LibraryViewRoute() {
  return <LibraryViewPage PayDialog={PayDialogOnUse} />;
}
