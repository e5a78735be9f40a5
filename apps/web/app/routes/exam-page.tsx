import { PaperListPage, loadPaperList } from '~/features/exam/pages/paper-list-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadPaperList;
export const meta = pageMeta('在线考试');
export default PaperListPage;
