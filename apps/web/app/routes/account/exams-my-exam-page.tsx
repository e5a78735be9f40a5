import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的试卷');

export default function AccountExamsMyExamPage() {
  return <UnderConstruction title="我的试卷" />;
}
