import { ApplyPage } from '~/features/user/pages/apply-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('申请成为讲师');
export default ApplyPage;
