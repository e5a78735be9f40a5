import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('学习资源');

export default function ResourcePage() {
  return <UnderConstruction title="学习资源" />;
}
