import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('新建试卷');

export default function AccountExamsAddPage() {
  return <UnderConstruction title="新建试卷" />;
}
