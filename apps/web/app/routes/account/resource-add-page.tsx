import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('添加资源');

export default function AccountResourceAddPage() {
  return <PagePlaceholder title="添加资源" />;
}
