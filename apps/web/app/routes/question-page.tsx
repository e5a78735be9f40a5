import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('问答');

export default function QuestionPage() {
  return <PagePlaceholder title="问答" />;
}
