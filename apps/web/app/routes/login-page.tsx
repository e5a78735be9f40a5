import { LoginPage } from '~/features/user/pages/login-page';
import { loadLoginMethods } from '~/features/user/pages/login-methods';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadLoginMethods;
export const meta = pageMeta('登录');
export default LoginPage;
