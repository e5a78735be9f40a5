import { ErrorBookPage } from '~/features/exam/pages/error-book-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('错题记录');
export default ErrorBookPage;
