import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('直播课时');

export default function AccountLivePeriodPage() {
  return <PagePlaceholder title="直播课时" />;
}
