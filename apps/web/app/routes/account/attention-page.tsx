import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的关注');

export default function AccountAttentionPage() {
  return <PagePlaceholder title="我的关注" />;
}
