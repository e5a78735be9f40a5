import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('申请提现');

export default function AccountDrawMoneyPage() {
  return <PagePlaceholder title="申请提现" />;
}
