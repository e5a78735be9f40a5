import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的考试');

export default function AccountExamsMyExaminationPage() {
  return <UnderConstruction title="我的考试" />;
}
