import { ProfilePage } from '~/features/user/pages/profile-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('个人信息');
export default ProfilePage;
