import { loadLoginMethods } from '~/features/user/pages/login-methods';
import { RegisterPage } from '~/features/user/pages/register-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadLoginMethods;
export const meta = pageMeta('注册');
export default RegisterPage;
