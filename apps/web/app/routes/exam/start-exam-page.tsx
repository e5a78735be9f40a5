import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('开始考试');

export default function ExamStartExamPage() {
  return <PagePlaceholder title="开始考试" />;
}
