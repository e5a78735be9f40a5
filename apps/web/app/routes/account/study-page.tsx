import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('学习记录');

export default function AccountStudyPage() {
  return <PagePlaceholder title="学习记录" />;
}
