import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('新建试卷');

export default function AccountExamsAddPage() {
  return <PagePlaceholder title="新建试卷" />;
}
