import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('促销商品');

export default function SalePage() {
  return <PagePlaceholder title="促销商品" />;
}
