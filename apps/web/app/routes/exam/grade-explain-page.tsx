import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('班级考试说明');

export default function ExamGradeExplainPage() {
  return <PagePlaceholder title="班级考试说明" />;
}
