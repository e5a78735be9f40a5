import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('添加点播课程');

export default function AccountVodAddPage() {
  return <PagePlaceholder title="添加点播课程" />;
}
