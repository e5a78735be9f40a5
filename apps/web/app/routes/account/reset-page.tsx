import { ChangePasswordPage } from '~/features/user/pages/change-password-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('修改密码');
export default ChangePasswordPage;
