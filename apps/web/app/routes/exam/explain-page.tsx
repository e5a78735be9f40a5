import { ExamExplainPage } from '~/features/exam/pages/explain-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('试卷解析');
export default ExamExplainPage;
