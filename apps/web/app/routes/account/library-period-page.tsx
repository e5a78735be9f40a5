import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('文库课时');

export default function AccountLibraryPeriodPage() {
  return <PagePlaceholder title="文库课时" />;
}
