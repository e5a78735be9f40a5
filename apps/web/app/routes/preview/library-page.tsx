import { checkItemPreviewId, ItemPreviewPage } from '~/features/resource/pages/item-preview-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = checkItemPreviewId;
export const meta = pageMeta('文库预览');

export default function PreviewLibraryRoute() {
  return <ItemPreviewPage kind={4} />;
}
