import { StudyRecordsPage } from '~/features/course/pages/study-records-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('学习记录');
export default StudyRecordsPage;
