import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('博客');

export default function BlogPage() {
  return <PagePlaceholder title="博客" />;
}
