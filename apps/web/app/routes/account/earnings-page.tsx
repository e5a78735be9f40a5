import { EarningsPage } from '~/features/order/pages/earnings-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的收益');
export default EarningsPage;
