import { ErrorReviewPage } from '~/features/exam/pages/error-review-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('错题复习');
export default ErrorReviewPage;
