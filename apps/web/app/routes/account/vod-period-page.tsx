import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('点播课时');

export default function AccountVodPeriodPage() {
  return <UnderConstruction title="点播课时" />;
}
