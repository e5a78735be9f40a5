import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('考试管理');

export default function AccountExamsExamAdminPage() {
  return <PagePlaceholder title="考试管理" />;
}
