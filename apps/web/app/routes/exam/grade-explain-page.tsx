import { GradeExplainPage } from '~/features/grade/pages/grade-explain-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('班级考试说明');
export default GradeExplainPage;
