import { MyNotesPage } from '~/features/course/pages/my-notes-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的笔记');
export default MyNotesPage;
