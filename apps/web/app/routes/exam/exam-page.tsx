import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('考试');

export default function ExamExamPage() {
  return <PagePlaceholder title="考试" />;
}
