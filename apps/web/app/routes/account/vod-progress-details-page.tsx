import { LearnerProgressDetailsPage } from '~/features/vod/pages/learner-progress-details-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('学员学习明细');
export default LearnerProgressDetailsPage;
