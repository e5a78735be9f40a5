import { ProblemEditPage } from '~/features/exam/pages/problem-edit-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('添加试题');
export default ProblemEditPage;
