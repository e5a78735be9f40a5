import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的收益');

export default function AccountEarningsPage() {
  return <UnderConstruction title="我的收益" />;
}
