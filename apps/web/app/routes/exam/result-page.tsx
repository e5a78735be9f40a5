import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('考试成绩');

export default function ExamResultPage() {
  return <UnderConstruction title="考试成绩" />;
}
