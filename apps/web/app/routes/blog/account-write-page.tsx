import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('写博客');

export default function BlogAccountWritePage() {
  return <PagePlaceholder title="写博客" />;
}
