import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('错题练习');

export default function AccountErrorStartPage() {
  return <PagePlaceholder title="错题练习" />;
}
