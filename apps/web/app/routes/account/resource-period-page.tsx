import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('资源课时');

export default function AccountResourcePeriodPage() {
  return <PagePlaceholder title="资源课时" />;
}
