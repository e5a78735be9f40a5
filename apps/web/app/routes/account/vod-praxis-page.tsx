import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('点播课练习');

export default function AccountVodPraxisPage() {
  return <PagePlaceholder title="点播课练习" />;
}
