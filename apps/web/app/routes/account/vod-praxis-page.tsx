import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('点播课练习');

export default function AccountVodPraxisPage() {
  return <UnderConstruction title="点播课练习" />;
}
