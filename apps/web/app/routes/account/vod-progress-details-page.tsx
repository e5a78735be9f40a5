import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('学习进度详情');

export default function AccountVodProgressDetailsPage() {
  return <UnderConstruction title="学习进度详情" />;
}
