import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('添加直播课程');

export default function AccountLiveAddPage() {
  return <PagePlaceholder title="添加直播课程" />;
}
