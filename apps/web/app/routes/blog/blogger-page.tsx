import { BloggerPage, bloggerMeta, loadBloggerPage } from '~/features/community/pages/blogger-page';

export const loader = loadBloggerPage;
export const meta = bloggerMeta;
export default BloggerPage;
