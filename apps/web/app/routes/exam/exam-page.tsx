import { ExamTakingPage } from '~/features/exam/pages/exam-taking-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('考试中');
export default ExamTakingPage;
