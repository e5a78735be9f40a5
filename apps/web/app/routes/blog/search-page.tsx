import { BlogSearchPage, loadBlogSearch } from '~/features/community/pages/blog-search-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadBlogSearch;
export const meta = pageMeta('搜索博客');
export default BlogSearchPage;
