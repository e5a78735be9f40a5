import { OnlineRegistrationPage, loadOnlineRegistration } from '~/features/marketing/pages/online-registration-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadOnlineRegistration;
export const meta = pageMeta('在线报名');
export default OnlineRegistrationPage;
