import { OnlineTestPage, loadOnlineTest } from '~/features/exam/pages/online-test-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadOnlineTest;
export const meta = pageMeta('在线测试');
export default OnlineTestPage;
