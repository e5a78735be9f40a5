import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的收藏');

export default function AccountCollectionPage() {
  return <PagePlaceholder title="我的收藏" />;
}
