import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('考试成绩');

export default function ExamResultPage() {
  return <PagePlaceholder title="考试成绩" />;
}
