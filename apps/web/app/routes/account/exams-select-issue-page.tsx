import { PaperSectionsPage } from '~/features/exam/pages/paper-sections-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('设置大题');
export default PaperSectionsPage;
