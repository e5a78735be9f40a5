import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('试题管理');

export default function AccountSubjectPage() {
  return <UnderConstruction title="试题管理" />;
}
