import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('申请提现');

export default function AccountDrawMoneyPage() {
  return <UnderConstruction title="申请提现" />;
}
