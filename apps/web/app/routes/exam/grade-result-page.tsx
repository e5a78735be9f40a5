import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('班级考试成绩');

export default function ExamGradeResultPage() {
  return <UnderConstruction title="班级考试成绩" />;
}
