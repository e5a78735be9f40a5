import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('入驻申请');

export default function ApplyPage() {
  return <PagePlaceholder title="入驻申请" />;
}
