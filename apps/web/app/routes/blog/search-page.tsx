import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('博客搜索');

export default function BlogSearchPage() {
  return <PagePlaceholder title="博客搜索" />;
}
