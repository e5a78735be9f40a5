import { MyRecordsPage } from '~/features/exam/pages/my-records-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的试卷');
export default MyRecordsPage;
