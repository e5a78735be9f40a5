import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('错题记录');

export default function AccountErrorProblemPage() {
  return <PagePlaceholder title="错题记录" />;
}
