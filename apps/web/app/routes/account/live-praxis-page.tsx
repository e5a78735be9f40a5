import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('直播课练习');

export default function AccountLivePraxisPage() {
  return <PagePlaceholder title="直播课练习" />;
}
