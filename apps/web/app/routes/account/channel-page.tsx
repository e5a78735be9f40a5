import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('推流设置');

export default function AccountChannelPage() {
  return <UnderConstruction title="推流设置" />;
}
