import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('意见反馈');

export default function AccountFeedbackPage() {
  return <PagePlaceholder title="意见反馈" />;
}
