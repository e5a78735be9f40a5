import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('添加直播课程');

export default function AccountLiveAddPage() {
  return <UnderConstruction title="添加直播课程" />;
}
