import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('添加试题');

export default function AccountSubjectAddPage() {
  return <UnderConstruction title="添加试题" />;
}
