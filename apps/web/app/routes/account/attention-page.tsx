import { FollowsPage } from '~/features/user/pages/follows-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的关注');
export default FollowsPage;
