import { CourseAuditsPage } from '~/features/vod/pages/course-audits-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('课程审核');
export default CourseAuditsPage;
