import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('公开直播');

export default function LivePage() {
  return <UnderConstruction title="公开直播" />;
}
