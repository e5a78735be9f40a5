import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('直播课时');

export default function AccountLivePeriodPage() {
  return <UnderConstruction title="直播课时" />;
}
