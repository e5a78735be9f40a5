import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('写博客');

export default function BlogAccountWritePage() {
  return <UnderConstruction title="写博客" />;
}
