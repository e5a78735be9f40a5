import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('个人信息');

export default function AccountInfoPage() {
  return <PagePlaceholder title="个人信息" />;
}
