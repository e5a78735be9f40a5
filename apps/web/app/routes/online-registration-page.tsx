import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('在线报名');

export default function OnlineRegistrationPage() {
  return <PagePlaceholder title="在线报名" />;
}
