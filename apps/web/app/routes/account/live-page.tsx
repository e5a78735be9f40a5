import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('直播管理');

export default function AccountLivePage() {
  return <UnderConstruction title="直播管理" />;
}
