import { WithdrawalPage } from '~/features/order/pages/withdrawal-page';
import { OwnNumberFields } from '~/features/user/auth/components/own-number-fields';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('申请提现');

export default function AccountDrawMoneyPage() {
  return <WithdrawalPage codeFields={(form) => <OwnNumberFields form={form} />} />;
}
