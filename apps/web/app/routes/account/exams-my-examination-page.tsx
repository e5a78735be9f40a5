import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的考试');

export default function AccountExamsMyExaminationPage() {
  return <PagePlaceholder title="我的考试" />;
}
