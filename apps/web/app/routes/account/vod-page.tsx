import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('点播管理');

export default function AccountVodPage() {
  return <PagePlaceholder title="点播管理" />;
}
