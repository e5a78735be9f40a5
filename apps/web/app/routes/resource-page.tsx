import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('学习资源');

export default function ResourcePage() {
  return <PagePlaceholder title="学习资源" />;
}
