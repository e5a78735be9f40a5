import { MarkingPage } from '~/features/exam/pages/marking-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('阅卷');
export default MarkingPage;
