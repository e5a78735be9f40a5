import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('直播管理');

export default function AccountLivePage() {
  return <PagePlaceholder title="直播管理" />;
}
