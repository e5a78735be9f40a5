import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('全部课程');

export default function ListPage() {
  return <PagePlaceholder title="全部课程" />;
}
