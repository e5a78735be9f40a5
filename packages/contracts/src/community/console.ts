import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, IdBody, Page, PageQuery, PictureUrl, SafeUrl, Text } from '../common.ts';
import { defineContracts } from '../route.ts';
import { CommunityRules, DATE_TIME_PATTERN, URL_MAX } from '../rules.ts';
import { BlogItem } from './blog.ts';
import { AdminPostFields, CommentFields, Content, IdFilter, PostStateCode, Title } from './fields.ts';
import { QuestionItem } from './question.ts';

/** The operator's console: posts, info, questions, comments and the review queue. */

export const AdminBlog = Type.Object({
  ...BlogItem.properties,
  ...AdminPostFields,
  blogStatus: Type.Integer({ description: '0 草稿，1 已发布' }),
  isShow: Flag,
  zoneIds: Type.Array(Id, { description: '资讯所在的专区' }),
});
export type AdminBlog = Static<typeof AdminBlog>;
export const AdminBlogDetail = Type.Object({
  ...AdminBlog.properties,
  content: Type.String(),
  sourceUrl: Type.String(),
});
export type AdminBlogDetail = Static<typeof AdminBlogDetail>;
export const AdminBlogListBody = Type.Object({
  ...PageQuery.properties,
  articleType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '不传为全部' })),
  keyword: Type.Optional(Text(50)),
  state: Type.Optional(PostStateCode),
  labelNo: IdFilter('标签'),
  zoneId: IdFilter('专区'),
  includeDeleted: Type.Optional(Flag),
});
export type AdminBlogListBody = Static<typeof AdminBlogListBody>;
export const AdminQuestion = Type.Object({ ...QuestionItem.properties, ...AdminPostFields });
export type AdminQuestion = Static<typeof AdminQuestion>;
export const AdminQuestionDetail = Type.Object({ ...AdminQuestion.properties, content: Type.String() });
export type AdminQuestionDetail = Static<typeof AdminQuestionDetail>;
export const AdminQuestionListBody = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Text(50)),
  state: Type.Optional(PostStateCode),
  labelNo: IdFilter('标签'),
  isSolved: Type.Optional(Flag),
  includeDeleted: Type.Optional(Flag),
});
export type AdminQuestionListBody = Static<typeof AdminQuestionListBody>;
export const AdminComment = Type.Object({
  ...CommentFields,
  targetTitle: Type.String(),
  isHidden: Flag,
  statusId: Type.Integer({ description: '1 正常，0 已删除' }),
});
export type AdminComment = Static<typeof AdminComment>;
export const AdminCommentListBody = Type.Object({
  ...PageQuery.properties,
  targetType: Type.Optional(
    Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 博客评论，2 回答，不传为全部' }),
  ),
  targetId: IdFilter('只看某篇文章或某个问题下的'),
  keyword: Type.Optional(Text(50)),
  isHidden: Type.Optional(Flag),
});
export type AdminCommentListBody = Static<typeof AdminCommentListBody>;
export const TopBody = Type.Object({
  id: Id,
  isTop: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 置顶，0 取消' }),
});
export const RecommendBody = Type.Object({
  id: Id,
  isRecommend: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 推荐，0 取消' }),
});

export const InfoSave = Type.Object({
  title: Title,
  content: Content,
  summary: Type.Optional(Text(CommunityRules.summaryMax)),
  coverUrl: Type.Optional(PictureUrl()),
  isOriginal: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { default: 1 })),
  sourceUrl: Type.Optional(SafeUrl(0, URL_MAX)),
  zoneIds: Type.Array(Id, { maxItems: CommunityRules.zonesPerArticle, description: '所在专区' }),
  publishTime: Type.Optional(
    Type.Union([Type.String({ pattern: DATE_TIME_PATTERN }), Type.Literal('')], {
      description: '定时发布 yyyy-MM-dd HH:mm:ss；空为立即发布',
    }),
  ),
  isTop: Type.Optional(Flag),
  isRecommend: Type.Optional(Flag),
});
export type InfoSave = Static<typeof InfoSave>;
export const InfoUpdate = Type.Object({ id: Id, ...InfoSave.properties });
export type InfoUpdate = Static<typeof InfoUpdate>;

export const ReviewItem = Type.Object({
  kind: Type.Integer({ description: '1 博客，2 问题，3 评论 / 回答' }),
  id: Id,
  title: Type.String({ description: '标题；评论为所在文章或问题的标题' }),
  excerpt: Type.String({ description: '正文开头（纯文本）' }),
  userId: Id,
  nickname: Type.String(),
  reasons: Type.Array(Type.String(), { description: '进入审核的原因，例如“含敏感词：xx”“外链 5 个”' }),
  gmtCreate: DateTime,
});
export type ReviewItem = Static<typeof ReviewItem>;
export const ReviewListBody = Type.Object({
  ...PageQuery.properties,
  kind: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, description: '不传为全部' })),
});
const ReviewKindCode = Type.Integer({ minimum: 1, maximum: 3, description: '1 博客，2 问题，3 评论 / 回答' });
export const ReviewApproveBody = Type.Object({ kind: ReviewKindCode, id: Id });
export const ReviewRejectBody = Type.Object({
  kind: ReviewKindCode,
  id: Id,
  reason: Text(CommunityRules.rejectReasonMax, 1),
});

export const communityConsoleContracts = defineContracts({
  // Console: posts and info
  adminListBlog: {
    method: 'POST',
    url: '/community/admin/blog/list',
    summary: '文章管理：博客和资讯（含草稿、审核中、隐藏的，可含已删除）',
    body: AdminBlogListBody,
    response: Page(AdminBlog),
  },
  adminViewBlog: {
    method: 'POST',
    url: '/community/admin/blog/view',
    summary: '文章详情（运营）',
    body: IdBody,
    response: AdminBlogDetail,
  },
  adminHideBlog: {
    method: 'POST',
    url: '/community/admin/blog/hide',
    summary: '屏蔽文章（作者看到“已屏蔽”）',
    body: IdBody,
    response: AdminBlog,
  },
  adminRestoreBlog: {
    method: 'POST',
    url: '/community/admin/blog/restore',
    summary: '恢复被屏蔽或删除的文章',
    body: IdBody,
    response: AdminBlog,
  },
  adminDeleteBlog: {
    method: 'POST',
    url: '/community/admin/blog/delete',
    summary: '删除文章',
    body: IdBody,
    response: Empty,
  },
  adminTopBlog: {
    method: 'POST',
    url: '/community/admin/blog/top',
    summary: '置顶 / 取消置顶（最新页签和资讯列表置顶在前）',
    body: TopBody,
    response: AdminBlog,
  },
  adminRecommendBlog: {
    method: 'POST',
    url: '/community/admin/blog/recommend',
    summary: '推荐 / 取消推荐（热门资讯推荐在前）',
    body: RecommendBody,
    response: AdminBlog,
  },
  adminSaveInfo: {
    method: 'POST',
    url: '/community/admin/info/save',
    summary: '写资讯（articleType 2），可定时发布、置顶、放入专区',
    body: InfoSave,
    response: AdminBlog,
  },
  adminUpdateInfo: {
    method: 'POST',
    url: '/community/admin/info/update',
    summary: '修改资讯',
    body: InfoUpdate,
    response: AdminBlog,
  },

  // Console: questions and comments
  adminListQuestion: {
    method: 'POST',
    url: '/community/admin/questions/list',
    summary: '问题管理',
    body: AdminQuestionListBody,
    response: Page(AdminQuestion),
  },
  adminViewQuestion: {
    method: 'POST',
    url: '/community/admin/questions/view',
    summary: '问题详情（运营）',
    body: IdBody,
    response: AdminQuestionDetail,
  },
  adminHideQuestion: {
    method: 'POST',
    url: '/community/admin/questions/hide',
    summary: '屏蔽问题',
    body: IdBody,
    response: AdminQuestion,
  },
  adminRestoreQuestion: {
    method: 'POST',
    url: '/community/admin/questions/restore',
    summary: '恢复被屏蔽或删除的问题',
    body: IdBody,
    response: AdminQuestion,
  },
  adminDeleteQuestion: {
    method: 'POST',
    url: '/community/admin/questions/delete',
    summary: '删除问题',
    body: IdBody,
    response: Empty,
  },
  adminTopQuestion: {
    method: 'POST',
    url: '/community/admin/questions/top',
    summary: '置顶 / 取消置顶问题',
    body: TopBody,
    response: AdminQuestion,
  },
  adminRecommendQuestion: {
    method: 'POST',
    url: '/community/admin/questions/recommend',
    summary: '推荐 / 取消推荐问题',
    body: RecommendBody,
    response: AdminQuestion,
  },
  adminListComment: {
    method: 'POST',
    url: '/community/admin/comment/list',
    summary: '评论和回答管理',
    body: AdminCommentListBody,
    response: Page(AdminComment),
  },
  adminHideComment: {
    method: 'POST',
    url: '/community/admin/comment/hide',
    summary: '屏蔽评论或回答',
    body: IdBody,
    response: AdminComment,
  },
  adminRestoreComment: {
    method: 'POST',
    url: '/community/admin/comment/restore',
    summary: '恢复被屏蔽或删除的评论',
    body: IdBody,
    response: AdminComment,
  },
  adminDeleteComment: {
    method: 'POST',
    url: '/community/admin/comment/delete',
    summary: '删除评论或回答（一级评论连同回复）',
    body: IdBody,
    response: Empty,
  },

  // Console: the review queue
  adminListReview: {
    method: 'POST',
    url: '/community/admin/review/list',
    summary: '审核队列：含敏感词或外链过多的文章、问题、评论',
    body: ReviewListBody,
    response: Page(ReviewItem),
  },
  adminApproveReview: {
    method: 'POST',
    url: '/community/admin/review/approve',
    summary: '审核通过（内容公开）',
    body: ReviewApproveBody,
    response: Empty,
  },
  adminRejectReview: {
    method: 'POST',
    url: '/community/admin/review/reject',
    summary: '审核不通过（附原因，以站内消息告知作者）',
    body: ReviewRejectBody,
    response: Empty,
  },
});
