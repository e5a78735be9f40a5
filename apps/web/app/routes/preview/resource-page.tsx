import { checkItemPreviewId, ItemPreviewPage } from '~/features/resource/pages/item-preview-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = checkItemPreviewId;
export const meta = pageMeta('资源预览');

export default function PreviewResourceRoute() {
  return <ItemPreviewPage kind={3} />;
}
