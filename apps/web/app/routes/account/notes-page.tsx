import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的笔记');

export default function AccountNotesPage() {
  return <UnderConstruction title="我的笔记" />;
}
