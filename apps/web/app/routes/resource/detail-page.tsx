import { PayDialogOnUse } from '~/features/order/pay/pay-dialog-on-use';
import {
  loadResourceDetail,
  ResourceDetailPage,
  resourceDetailMeta,
} from '~/features/resource/pages/resource-detail-page';

export const loader = loadResourceDetail;
export const meta = resourceDetailMeta;

export default function ResourceDetailRoute() {
  return <ResourceDetailPage PayDialog={PayDialogOnUse} />;
}
