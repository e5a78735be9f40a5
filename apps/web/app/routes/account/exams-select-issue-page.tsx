import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('选题组卷');

export default function AccountExamsSelectIssuePage() {
  return <PagePlaceholder title="选题组卷" />;
}
