import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('添加资源');

export default function AccountResourceAddPage() {
  return <UnderConstruction title="添加资源" />;
}
