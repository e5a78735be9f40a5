import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('学习进度');

export default function AccountVodProgressPage() {
  return <PagePlaceholder title="学习进度" />;
}
