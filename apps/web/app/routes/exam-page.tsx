import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('在线考试');

export default function ExamPage() {
  return <UnderConstruction title="在线考试" />;
}
