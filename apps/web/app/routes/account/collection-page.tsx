import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的收藏');

export default function AccountCollectionPage() {
  return <UnderConstruction title="我的收藏" />;
}
