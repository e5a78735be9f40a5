import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('资讯');

export default function InfoPage() {
  return <PagePlaceholder title="资讯" />;
}
