import { QuestionViewPage, loadQuestionView, questionViewMeta } from '~/features/community/pages/question-view-page';

export const loader = loadQuestionView;
export const meta = questionViewMeta;
export default QuestionViewPage;
