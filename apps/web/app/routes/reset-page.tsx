import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('找回密码');

export default function ResetPage() {
  return <PagePlaceholder title="找回密码" />;
}
