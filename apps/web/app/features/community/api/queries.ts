import { communityContracts as community, LabelType, OpType } from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { InputOf, Requester } from '~/lib/request';

/** Every personal community read starts with this key, so a change can refresh them together. */
export const MY_COMMUNITY_KEY = personalQueryKey('community');
/** Public reads made in the browser (comments, answers, labels for the editors). */
export const COMMUNITY_KEY = ['community'] as const;

export const ACCOUNT_PAGE_SIZE = 10;
export const COMMENT_PAGE_SIZE = 10;

/** The comments of a post or the answers to a question (public, read in the browser). */
export const commentsKey = (kind: 'blog' | 'question', id: string) => [...COMMUNITY_KEY, 'comments', kind, id] as const;
export const readBlogComments = (api: Requester, blogId: string, pageCurrent: number) =>
  api.call(community.listBlogComment, { blogId, pageCurrent, pageSize: COMMENT_PAGE_SIZE });
export const readAnswers = (api: Requester, questionId: string, pageCurrent: number) =>
  api.call(community.listQuestionComment, { questionId, pageCurrent, pageSize: COMMENT_PAGE_SIZE });

type PageInput = { pageCurrent: number; pageSize?: number };

/** The community's browser reads as query options: personal ones under MY_COMMUNITY_KEY. */
export const communityQueries = {
  labels: (api: Requester, labelType: number = LabelType.blog) =>
    queryOptions({
      queryKey: [...COMMUNITY_KEY, 'labels', labelType] as const,
      queryFn: () => api.call(community.listLabel, { labelType }),
      staleTime: 60_000,
    }),
  myBlogger: (api: Requester) =>
    queryOptions({ queryKey: [...MY_COMMUNITY_KEY, 'blogger'] as const, queryFn: () => api.call(community.myBlogger) }),
  blogMine: (api: Requester, id: string) =>
    queryOptions({
      queryKey: [...MY_COMMUNITY_KEY, 'blog', id] as const,
      queryFn: () => api.call(community.viewBlogAuth, { id }),
    }),
  questionMine: (api: Requester, id: string) =>
    queryOptions({
      queryKey: [...MY_COMMUNITY_KEY, 'question', id] as const,
      queryFn: () => api.call(community.viewQuestionAuth, { id }),
    }),
  bloggerMine: (api: Requester, id: string) =>
    queryOptions({
      queryKey: [...MY_COMMUNITY_KEY, 'blogger', id] as const,
      queryFn: () => api.call(community.viewBloggerAuth, { id }),
    }),
  recommendBloggers: (api: Requester) =>
    queryOptions({
      queryKey: [...MY_COMMUNITY_KEY, 'recommend-bloggers'] as const,
      queryFn: () => api.call(community.listRecommendBlogger, { pageSize: 6 }),
    }),
  followingBlogs: (api: Requester, pageCurrent: number, pageSize: number) =>
    paged(['following-blogs', pageCurrent], () => api.call(community.listFollowingBlog, { pageCurrent, pageSize })),
  myBlogs: (api: Requester, input: InputOf<typeof community.listMyBlog> & PageInput) =>
    paged(['my-blogs', input], () => api.call(community.listMyBlog, { pageSize: ACCOUNT_PAGE_SIZE, ...input })),
  myQuestions: (api: Requester, input: InputOf<typeof community.listMyQuestion> & PageInput) =>
    paged(['my-questions', input], () => api.call(community.listMyQuestion, { pageSize: ACCOUNT_PAGE_SIZE, ...input })),
  myAnswers: (api: Requester, pageCurrent: number) =>
    paged(['my-answers', pageCurrent], () =>
      api.call(community.listMyQuestionComment, { pageCurrent, pageSize: ACCOUNT_PAGE_SIZE }),
    ),
  myComments: (api: Requester, type: 1 | 2, pageCurrent: number) =>
    paged(['my-comments', type, pageCurrent], () =>
      api.call(community.listMyBlogComment, { type, pageCurrent, pageSize: ACCOUNT_PAGE_SIZE }),
    ),
  collectedBlogs: (api: Requester, pageCurrent: number) =>
    paged(['collected-blogs', pageCurrent], () =>
      api.call(community.listCollectedBlog, { pageCurrent, pageSize: ACCOUNT_PAGE_SIZE }),
    ),
  collectedQuestions: (api: Requester, pageCurrent: number) =>
    paged(['collected-questions', pageCurrent], () =>
      api.call(community.listQuestionRecord, { opType: OpType.collect, pageCurrent, pageSize: ACCOUNT_PAGE_SIZE }),
    ),
  followedBloggers: (api: Requester, pageCurrent: number) =>
    paged(['followed-bloggers', pageCurrent], () =>
      api.call(community.listFollowedBlogger, { pageCurrent, pageSize: ACCOUNT_PAGE_SIZE }),
    ),
  fans: (api: Requester, bloggerId: string, pageCurrent: number) =>
    paged(['fans', bloggerId, pageCurrent], () =>
      api.call(community.listFans, { bloggerId, pageCurrent, pageSize: ACCOUNT_PAGE_SIZE }),
    ),
};

function paged<T>(parts: readonly unknown[], queryFn: () => Promise<T>) {
  return queryOptions({
    queryKey: [...MY_COMMUNITY_KEY, ...parts] as readonly unknown[],
    queryFn,
    placeholderData: keepPreviousData,
  });
}
