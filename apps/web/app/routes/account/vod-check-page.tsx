import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('点播课程审核');

export default function AccountVodCheckPage() {
  return <UnderConstruction title="点播课程审核" />;
}
