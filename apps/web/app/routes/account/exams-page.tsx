import { PaperManagementPage } from '~/features/exam/pages/paper-management-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('试卷管理');
export default PaperManagementPage;
