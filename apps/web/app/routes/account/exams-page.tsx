import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('试卷管理');

export default function AccountExamsPage() {
  return <PagePlaceholder title="试卷管理" />;
}
