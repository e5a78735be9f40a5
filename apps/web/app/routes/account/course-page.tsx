import { MyCoursesPage } from '~/features/course/pages/my-courses-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的课程');
export default MyCoursesPage;
