import { communityContracts as community, type CommentItem, type Page } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

export const POSTS_PAGE_SIZE = 15;
export const COMMENTS_PAGE_SIZE = 10;
export const COMMUNITY_MINE_KEY = personalQueryKey('community');

/** A post or question read for its page; null when there is none (or it is not public). */
export async function orNull<T>(read: Promise<{ code: number; msg: string; data: T }>): Promise<T | null> {
  const reply = await read;
  if (reply.code === 404 || reply.code === 400) return null;
  if (reply.code !== 200) throw new Error(reply.msg || '读取失败');
  return reply.data;
}

export const viewBlog = (api: Requester, id: string) =>
  orNull(api.request(community.viewBlog, { id }, { isShowErrTip: false }));

export const viewQuestion = (api: Requester, id: string) =>
  orNull(api.request(community.viewQuestion, { id }, { isShowErrTip: false }));

/** The kind of thing comments hang under: a post (blog or info article) or a question. */
export type Discussed = { kind: 'blog'; id: string } | { kind: 'question'; id: string };

/** A page of comments (of a post) or answers (of a question), with their replies. */
export const commentsQuery = (api: Requester, target: Discussed, page: number) =>
  queryOptions({
    queryKey: ['community-comments', target.kind, target.id, page] as const,
    queryFn: (): Promise<Page<CommentItem>> =>
      target.kind === 'blog'
        ? api.call(community.listBlogComment, { blogId: target.id, pageCurrent: page, pageSize: COMMENTS_PAGE_SIZE })
        : api.call(community.listQuestionComment, {
            questionId: target.id,
            pageCurrent: page,
            pageSize: COMMENTS_PAGE_SIZE,
          }),
  });

/** Whether I liked or collected it, read in the browser for a signed-in reader (decision 0016). */
export const myRecordQuery = (api: Requester, target: Discussed) =>
  queryOptions({
    queryKey: [...COMMUNITY_MINE_KEY, 'record', target.kind, target.id] as const,
    queryFn: async () => {
      const detail =
        target.kind === 'blog'
          ? await api.call(community.viewBlogAuth, { id: target.id })
          : await api.call(community.viewQuestionAuth, { id: target.id });
      return { isLike: detail.isLike, isCollect: detail.isCollect, isMine: detail.isMine };
    },
  });
