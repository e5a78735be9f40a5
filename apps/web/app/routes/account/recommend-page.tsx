import { ReferralPage } from '~/features/order/pages/referral-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的推荐');
export default ReferralPage;
