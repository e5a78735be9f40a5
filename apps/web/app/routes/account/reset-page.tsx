import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('修改密码');

export default function AccountResetPage() {
  return <PagePlaceholder title="修改密码" />;
}
