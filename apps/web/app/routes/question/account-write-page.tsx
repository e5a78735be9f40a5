import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('提问');

export default function QuestionAccountWritePage() {
  return <PagePlaceholder title="提问" />;
}
