import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('博客搜索');

export default function BlogSearchPage() {
  return <UnderConstruction title="博客搜索" />;
}
