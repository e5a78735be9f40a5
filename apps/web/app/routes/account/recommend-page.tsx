import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的推荐');

export default function AccountRecommendPage() {
  return <UnderConstruction title="我的推荐" />;
}
