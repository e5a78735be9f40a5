import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('资源课时');

export default function AccountResourcePeriodPage() {
  return <UnderConstruction title="资源课时" />;
}
