import { StartExamPage, loadStartExam } from '~/features/exam/pages/start-exam-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadStartExam;
export const meta = pageMeta('考试须知');
export default StartExamPage;
