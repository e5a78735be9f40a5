import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('班级考试成绩');

export default function ExamGradeResultPage() {
  return <PagePlaceholder title="班级考试成绩" />;
}
