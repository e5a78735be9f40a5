import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的订单');

export default function AccountOrderPage() {
  return <PagePlaceholder title="我的订单" />;
}
