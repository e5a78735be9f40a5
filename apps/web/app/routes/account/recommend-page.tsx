import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的推荐');

export default function AccountRecommendPage() {
  return <PagePlaceholder title="我的推荐" />;
}
