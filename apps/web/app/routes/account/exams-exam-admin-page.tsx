import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('考试管理');

export default function AccountExamsExamAdminPage() {
  return <UnderConstruction title="考试管理" />;
}
