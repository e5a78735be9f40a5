import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('考试');

export default function ExamExamPage() {
  return <UnderConstruction title="考试" />;
}
