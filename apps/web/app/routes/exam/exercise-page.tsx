import { ExamExercisePage, loadExercise } from '~/features/exam/pages/exercise-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadExercise;
export const meta = pageMeta('练习');
export default ExamExercisePage;
