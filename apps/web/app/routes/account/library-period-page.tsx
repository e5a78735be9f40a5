import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('文库课时');

export default function AccountLibraryPeriodPage() {
  return <UnderConstruction title="文库课时" />;
}
