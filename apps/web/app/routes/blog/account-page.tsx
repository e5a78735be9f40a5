import { BlogAccountPage } from '~/features/community/pages/my-posts-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的博客与问答');
export default BlogAccountPage;
