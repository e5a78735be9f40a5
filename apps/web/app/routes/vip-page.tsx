import { loadVipPage, VipPage } from '~/features/content/pages/vip-page';
import { PayDialog } from '~/features/order/pay/pay-dialog';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadVipPage;
export const meta = pageMeta('VIP会员');

export default function VipRoute() {
  return <VipPage PayDialog={PayDialog} />;
}
