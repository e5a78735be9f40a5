import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('阅读理解题');

export default function AccountSubjectComprehendPage() {
  return <UnderConstruction title="阅读理解题" />;
}
