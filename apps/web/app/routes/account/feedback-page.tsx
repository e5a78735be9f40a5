import { FeedbackPage } from '~/features/data/pages/feedback-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('意见反馈');
export default FeedbackPage;
