import { BlogPage, loadBlogPage } from '~/features/community/pages/blog-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadBlogPage;
export const meta = pageMeta('博客');
export default BlogPage;
