import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的订单');

export default function AccountOrderPage() {
  return <UnderConstruction title="我的订单" />;
}
