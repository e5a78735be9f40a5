import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的收益');

export default function AccountEarningsPage() {
  return <PagePlaceholder title="我的收益" />;
}
