import { LibraryViewPage, libraryViewMeta, loadLibraryView } from '~/features/resource/pages/library-view-page';
import { PayDialogOnDemand } from '../resource/detail-page';

export const loader = loadLibraryView;
export const meta = libraryViewMeta;

export default function LibraryViewRoute() {
  return <LibraryViewPage PayDialog={PayDialogOnDemand} />;
}
