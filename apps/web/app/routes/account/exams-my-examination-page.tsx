import { OwnedPapersPage } from '~/features/exam/pages/owned-papers-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的考试');
export default OwnedPapersPage;
