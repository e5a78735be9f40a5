import { BlogArticlePage, blogArticleMeta, loadBlogArticle } from '~/features/community/pages/blog-article-page';

export const loader = loadBlogArticle;
export const meta = blogArticleMeta;
export default BlogArticlePage;
