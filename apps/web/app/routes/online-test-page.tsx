import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('在线测试');

export default function OnlineTestPage() {
  return <UnderConstruction title="在线测试" />;
}
