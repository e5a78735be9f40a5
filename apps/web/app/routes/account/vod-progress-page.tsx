import { LearnerProgressPage } from '~/features/vod/pages/learner-progress-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('学习进度');
export default LearnerProgressPage;
