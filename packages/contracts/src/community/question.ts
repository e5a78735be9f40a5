import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, IdBody, Page, PageQuery } from '../common.ts';
import { SearchKeyword } from '../course/catalogue.ts';
import { defineContracts } from '../route.ts';
import { MyPostListBody, RecordState, ViewCount } from './blog.ts';
import { CommentItem, CommentReply, CommentWithTarget } from './comment.ts';
import { CommentContent, Content, IdFilter, StateFields, Title } from './fields.ts';

/** Questions and answers. */

export const QuestionItem = Type.Object({
  id: Id,
  title: Type.String(),
  summary: Type.String(),
  labelNo: Type.String(),
  labelName: Type.String(),
  userId: Id,
  nickname: Type.String(),
  headImgUrl: Type.String(),
  isSolved: Flag,
  countView: Type.Integer(),
  countAnswer: Type.Integer(),
  countLike: Type.Integer(),
  countCollect: Type.Integer(),
  isTop: Flag,
  isRecommend: Flag,
  lastActivityTime: DateTime,
  gmtCreate: DateTime,
  gmtModified: DateTime,
});
export type QuestionItem = Static<typeof QuestionItem>;
export const QuestionSearchItem = Type.Object({
  ...QuestionItem.properties,
  titleHighlight: Type.String({ description: '标题（HTML 转义），命中部分包在 <em> 中' }),
});
export type QuestionSearchItem = Static<typeof QuestionSearchItem>;
export const QuestionMine = Type.Object({ ...QuestionItem.properties, ...StateFields });
export type QuestionMine = Static<typeof QuestionMine>;
export const QuestionDetail = Type.Object({
  ...QuestionMine.properties,
  content: Type.String({ description: '问题描述 HTML（已净化）' }),
  acceptedAnswerId: Type.String({ description: '被采纳的回答，未解决为空' }),
  isLike: Flag,
  isCollect: Flag,
  isMine: Flag,
});
export type QuestionDetail = Static<typeof QuestionDetail>;
export const QuestionSave = Type.Object({
  title: Title,
  content: Content,
  labelNo: IdFilter('标签编号（问答标签），不选为空'),
});
export type QuestionSave = Static<typeof QuestionSave>;
export const QuestionUpdate = Type.Object({
  id: Id,
  title: Type.Optional(Title),
  content: Type.Optional(Content),
  labelNo: IdFilter('标签编号（问答标签）'),
  acceptAnswerId: IdFilter('采纳这条回答（只有提问者可以，采纳后问题变为已解决，不能更改）'),
});
export type QuestionUpdate = Static<typeof QuestionUpdate>;
export const QuestionListBody = Type.Object({
  ...PageQuery.properties,
  tab: Type.Optional(
    Type.Union([Type.Literal(''), Type.Literal('1'), Type.Literal('3')], {
      default: '',
      description: "'' 全部（最新动态在前），'1' 最新提问，'3' 热门",
    }),
  ),
  labelNo: IdFilter('标签编号，空为全部'),
  isSolved: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 已解决，0 未解决，不传为全部' }),
  ),
});
export type QuestionListBody = Static<typeof QuestionListBody>;
export const QuestionSearchBody = Type.Object({ ...PageQuery.properties, keyword: SearchKeyword });
export const QuestionCommentSave = Type.Object({
  questionId: Id,
  content: CommentContent,
  replyId: IdFilter('回复哪条回答或回复；空为回答问题'),
});
export type QuestionCommentSave = Static<typeof QuestionCommentSave>;
export const QuestionCommentListBody = Type.Object({ ...PageQuery.properties, questionId: Id });
export const QuestionRecordBody = Type.Object({
  questionId: Id,
  opType: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 点赞，2 收藏' }),
});
export type QuestionRecordBody = Static<typeof QuestionRecordBody>;
export const QuestionRecordListBody = Type.Object({
  ...PageQuery.properties,
  opType: Type.Optional(
    Type.Union([Type.Literal(1), Type.Literal(2)], { default: 2, description: '2 我收藏的（默认），1 我点赞的' }),
  ),
});
export const CollectedQuestion = Type.Object({ ...QuestionItem.properties, collectTime: DateTime });
export type CollectedQuestion = Static<typeof CollectedQuestion>;

export const communityQuestionContracts = defineContracts({
  // Q&A, public
  listQuestion: {
    method: 'POST',
    url: '/community/api/questions/list',
    summary: "问题列表：'' 全部（最新动态）、'1' 最新、'3' 热门，可按标签和是否解决筛选",
    body: QuestionListBody,
    response: Page(QuestionItem),
  },
  searchQuestion: {
    method: 'POST',
    url: '/community/api/questions/search/list',
    summary: '搜索问题标题',
    body: QuestionSearchBody,
    response: Page(QuestionSearchItem),
  },
  viewQuestion: {
    method: 'POST',
    url: '/community/api/questions/view',
    summary: '问题详情（不计浏览数）',
    body: IdBody,
    response: QuestionDetail,
  },
  countQuestionView: {
    method: 'POST',
    url: '/community/api/questions/view/count',
    summary: '上报一次浏览（同一读者一小时内只计一次）',
    body: IdBody,
    response: ViewCount,
  },
  listQuestionComment: {
    method: 'POST',
    url: '/community/api/questions/comment/list',
    summary: '问题的回答（被采纳的在前），回复嵌套一层',
    body: QuestionCommentListBody,
    response: Page(CommentItem),
  },

  // Q&A, signed in
  saveQuestion: {
    method: 'POST',
    url: '/community/auth/questions/save',
    summary: '提问（含敏感词或外链过多的进入审核）',
    body: QuestionSave,
    response: QuestionMine,
  },
  viewQuestionAuth: {
    method: 'POST',
    url: '/community/auth/questions/view',
    summary: '问题详情（含我是否点赞、收藏；审核中的只有提问者能看）',
    body: IdBody,
    response: QuestionDetail,
  },
  listMyQuestion: {
    method: 'POST',
    url: '/community/auth/questions/list',
    summary: '我的提问',
    body: MyPostListBody,
    response: Page(QuestionMine),
  },
  updateQuestion: {
    method: 'POST',
    url: '/community/auth/questions/update',
    summary: '修改我的问题，或采纳一个回答（acceptAnswerId）',
    body: QuestionUpdate,
    response: QuestionMine,
  },
  deleteQuestion: {
    method: 'POST',
    url: '/community/auth/questions/delete',
    summary: '删除我的问题',
    body: IdBody,
    response: Empty,
  },
  saveQuestionComment: {
    method: 'POST',
    url: '/community/auth/questions/comment/save',
    summary: '回答问题，或回复一条回答',
    body: QuestionCommentSave,
    response: CommentReply,
  },
  listMyQuestionComment: {
    method: 'POST',
    url: '/community/auth/questions/comment/list',
    summary: '我的回答',
    body: PageQuery,
    response: Page(CommentWithTarget),
  },
  saveQuestionRecord: {
    method: 'POST',
    url: '/community/auth/questions/user/record/save',
    summary: '点赞或收藏问题',
    body: QuestionRecordBody,
    response: RecordState,
  },
  deleteQuestionRecord: {
    method: 'POST',
    url: '/community/auth/questions/user/record/delete',
    summary: '取消点赞或收藏问题',
    body: QuestionRecordBody,
    response: RecordState,
  },
  listQuestionRecord: {
    method: 'POST',
    url: '/community/auth/questions/user/record/list',
    summary: '我收藏（或点赞）的问题',
    body: QuestionRecordListBody,
    response: Page(CollectedQuestion),
  },
});
