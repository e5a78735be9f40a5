import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('直播课练习');

export default function AccountLivePraxisPage() {
  return <UnderConstruction title="直播课练习" />;
}
