import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('在线考试');

export default function ExamPage() {
  return <PagePlaceholder title="在线考试" />;
}
