import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('博客');

export default function BlogPage() {
  return <UnderConstruction title="博客" />;
}
