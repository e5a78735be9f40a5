import { ResetPage } from '~/features/user/pages/reset-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('找回密码');
export default ResetPage;
