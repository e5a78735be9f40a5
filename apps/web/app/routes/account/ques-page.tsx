import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的问答');

export default function AccountQuesPage() {
  return <UnderConstruction title="我的问答" />;
}
