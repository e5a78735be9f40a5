import { CollectionPage } from '~/features/course/pages/collection-page';
import { CollectedProblems } from '~/features/exam/records/collected-problems';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的收藏');

export default function AccountCollectionPage() {
  return <CollectionPage others={[{ key: 'problem', label: '题目', children: <CollectedProblems /> }]} />;
}
