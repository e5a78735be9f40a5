import { ProblemBankPage } from '~/features/exam/pages/problem-bank-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('试题管理');
export default ProblemBankPage;
