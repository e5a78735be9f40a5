import { CourseExercisesPage } from '~/features/exam/pages/course-exercises-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('课程练习');

/** The same page as /account/vod/praxis: the teacher picks any published course, live ones included. */
export default CourseExercisesPage;
