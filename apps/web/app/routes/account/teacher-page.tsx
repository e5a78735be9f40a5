import { MyLecturerPage } from '~/features/user/pages/my-lecturer-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('讲师信息');
export default MyLecturerPage;
