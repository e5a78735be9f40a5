import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('服务说明');

export default function ViewServicePage() {
  return <PagePlaceholder title="服务说明" />;
}
