import { OrdersPage } from '~/features/order/pages/orders-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的订单');
export default OrdersPage;
