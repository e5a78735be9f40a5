import { QuestionPage, loadQuestionPage } from '~/features/community/pages/question-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadQuestionPage;
export const meta = pageMeta('问答');
export default QuestionPage;
