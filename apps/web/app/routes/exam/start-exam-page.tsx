import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('开始考试');

export default function ExamStartExamPage() {
  return <UnderConstruction title="开始考试" />;
}
