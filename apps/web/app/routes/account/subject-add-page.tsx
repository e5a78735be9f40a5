import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('添加试题');

export default function AccountSubjectAddPage() {
  return <PagePlaceholder title="添加试题" />;
}
