import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('考试说明');

export default function ExamExplainPage() {
  return <PagePlaceholder title="考试说明" />;
}
