import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的消息');

export default function AccountMessagePage() {
  return <PagePlaceholder title="我的消息" />;
}
