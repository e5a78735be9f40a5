import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('资源管理');

export default function AccountResourcePage() {
  return <PagePlaceholder title="资源管理" />;
}
