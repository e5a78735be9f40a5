import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('文库');

export default function LibraryPage() {
  return <UnderConstruction title="文库" />;
}
