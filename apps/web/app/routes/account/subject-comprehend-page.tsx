import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('阅读理解题');

export default function AccountSubjectComprehendPage() {
  return <PagePlaceholder title="阅读理解题" />;
}
