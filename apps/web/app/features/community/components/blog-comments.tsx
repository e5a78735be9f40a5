import { communityContracts as community } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { commentsKey, readBlogComments } from '../api/queries';
import { CommentSection } from './comment-section';

/** The comments under a blog post or an info article (both are blogs on the server). */
export function BlogComments({ blogId }: { blogId: string }) {
  const api = useApi();
  return (
    <CommentSection
      noun="评论"
      listKey={commentsKey('blog', blogId)}
      read={(page) => readBlogComments(api, blogId, page)}
      save={(content, replyId) => api.call(community.saveBlogComment, { blogId, content, replyId })}
      remove={(id) => api.call(community.deleteBlogComment, { id })}
    />
  );
}
