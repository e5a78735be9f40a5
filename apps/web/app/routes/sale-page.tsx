import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('促销商品');

export default function SalePage() {
  return <UnderConstruction title="促销商品" />;
}
