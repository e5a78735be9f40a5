import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('文库');

export default function LibraryPage() {
  return <PagePlaceholder title="文库" />;
}
