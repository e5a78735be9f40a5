import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('点播管理');

export default function AccountVodPage() {
  return <UnderConstruction title="点播管理" />;
}
