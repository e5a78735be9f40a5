import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('考试说明');

export default function ExamExplainPage() {
  return <UnderConstruction title="考试说明" />;
}
