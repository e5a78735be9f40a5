import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('在线测试');

export default function OnlineTestPage() {
  return <PagePlaceholder title="在线测试" />;
}
