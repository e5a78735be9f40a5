import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('添加点播课程');

export default function AccountVodAddPage() {
  return <UnderConstruction title="添加点播课程" />;
}
