import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('资源管理');

export default function AccountResourcePage() {
  return <UnderConstruction title="资源管理" />;
}
