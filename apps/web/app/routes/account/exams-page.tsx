import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('试卷管理');

export default function AccountExamsPage() {
  return <UnderConstruction title="试卷管理" />;
}
