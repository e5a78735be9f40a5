import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('点播课程审核');

export default function AccountVodCheckPage() {
  return <PagePlaceholder title="点播课程审核" />;
}
