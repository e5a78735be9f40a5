import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('资讯');

export default function InfoPage() {
  return <UnderConstruction title="资讯" />;
}
