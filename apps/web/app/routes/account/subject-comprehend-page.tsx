import { CompositeProblemsPage } from '~/features/exam/pages/composite-problems-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('材料题');
export default CompositeProblemsPage;
