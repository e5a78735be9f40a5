import { BlogAccountWritePage } from '~/features/community/pages/blog-write-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('写博客');
export default BlogAccountWritePage;
