import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('学习进度详情');

export default function AccountVodProgressDetailsPage() {
  return <PagePlaceholder title="学习进度详情" />;
}
