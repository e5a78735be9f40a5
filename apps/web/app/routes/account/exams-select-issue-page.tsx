import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('选题组卷');

export default function AccountExamsSelectIssuePage() {
  return <UnderConstruction title="选题组卷" />;
}
