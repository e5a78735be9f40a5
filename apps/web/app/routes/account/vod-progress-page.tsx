import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('学习进度');

export default function AccountVodProgressPage() {
  return <UnderConstruction title="学习进度" />;
}
