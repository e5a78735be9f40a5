import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的试卷');

export default function AccountExamsMyExamPage() {
  return <PagePlaceholder title="我的试卷" />;
}
