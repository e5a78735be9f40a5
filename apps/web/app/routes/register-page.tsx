import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('注册');

export default function RegisterPage() {
  return <PagePlaceholder title="注册" />;
}
