import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('VIP会员');

export default function VipPage() {
  return <PagePlaceholder title="VIP会员" />;
}
