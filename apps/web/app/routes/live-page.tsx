import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('公开直播');

export default function LivePage() {
  return <PagePlaceholder title="公开直播" />;
}
