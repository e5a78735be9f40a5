import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('文库管理');

export default function AccountLibraryPage() {
  return <PagePlaceholder title="文库管理" />;
}
