import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('班级考试说明');

export default function ExamGradeExplainPage() {
  return <UnderConstruction title="班级考试说明" />;
}
