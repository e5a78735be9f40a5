import { GradeTeacherPage } from '~/features/grade/pages/grade-teacher-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我教的班级');
export default GradeTeacherPage;
