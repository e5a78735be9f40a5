import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('错题记录');

export default function AccountErrorProblemPage() {
  return <UnderConstruction title="错题记录" />;
}
