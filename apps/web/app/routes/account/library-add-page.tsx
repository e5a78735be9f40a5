import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('添加文库');

export default function AccountLibraryAddPage() {
  return <UnderConstruction title="添加文库" />;
}
