import { GradeResultPage } from '~/features/grade/pages/grade-result-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('班级考试成绩');
export default GradeResultPage;
