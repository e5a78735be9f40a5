import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('试题管理');

export default function AccountSubjectPage() {
  return <PagePlaceholder title="试题管理" />;
}
