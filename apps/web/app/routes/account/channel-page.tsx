import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('推流设置');

export default function AccountChannelPage() {
  return <PagePlaceholder title="推流设置" />;
}
