import { CourseExercisesPage } from '~/features/exam/pages/course-exercises-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('课程练习');
export default CourseExercisesPage;
