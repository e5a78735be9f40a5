import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('学习记录');

export default function AccountStudyPage() {
  return <UnderConstruction title="学习记录" />;
}
