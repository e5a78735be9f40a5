import { QuestionAccountWritePage } from '~/features/community/pages/question-write-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我要提问');
export default QuestionAccountWritePage;
