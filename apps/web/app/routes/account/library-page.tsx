import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('文库管理');

export default function AccountLibraryPage() {
  return <UnderConstruction title="文库管理" />;
}
