import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('错题练习');

export default function AccountErrorStartPage() {
  return <UnderConstruction title="错题练习" />;
}
