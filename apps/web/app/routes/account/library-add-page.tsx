import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('添加文库');

export default function AccountLibraryAddPage() {
  return <PagePlaceholder title="添加文库" />;
}
