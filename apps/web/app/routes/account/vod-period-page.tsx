import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('点播课时');

export default function AccountVodPeriodPage() {
  return <PagePlaceholder title="点播课时" />;
}
