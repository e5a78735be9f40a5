import { ExamResultPage } from '~/features/exam/pages/result-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('考试成绩');
export default ExamResultPage;
