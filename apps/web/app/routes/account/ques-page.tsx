import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的问答');

export default function AccountQuesPage() {
  return <PagePlaceholder title="我的问答" />;
}
