import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, IdBody, Page, PageQuery, PictureUrl, SafeUrl, StatusId, Text } from './common.ts';
import { SearchKeyword } from './course.ts';
import { defineContracts } from './route.ts';
import { CommunityLimitDefaults, CommunityRules, DATE_TIME_PATTERN, URL_MAX } from './rules.ts';

/**
 * 社区（issue 14）：博客与博主、问答、资讯（articleType 2 的文章）、点赞收藏关注、运营审核与防刷。
 * 所有时间为 `yyyy-MM-dd HH:mm:ss`；编号都是字符串。富文本字段（content）由服务端按白名单净化后保存，
 * 页面可直接作为 HTML 显示：保留标题、列表、引用、代码、http(s) 链接（加 rel="nofollow"）和本站存储的图片，
 * 脚本、样式、事件属性和 iframe 一律去掉（不报错）。评论内容同样是净化后的 HTML。
 */

// ---------------------------------------------------------------- codes

/** 文章类型：1 用户博客，2 资讯（只有运营可在后台发布）。 */
export const ArticleType = { blog: 1, info: 2 } as const;
export type ArticleType = (typeof ArticleType)[keyof typeof ArticleType];
/** 标签类型：1 博客（默认），2 问答。 */
export const LabelType = { blog: 1, question: 2 } as const;
/** 博客列表页签（SPEC §9）：'1' 最新，'2' 关注（需登录），'3' 热门。 */
export const BlogTab = { latest: '1', following: '2', hot: '3' } as const;
/** 问答列表页签：'' 全部（按最新动态），'1' 最新提问，'3' 热门。 */
export const QuestionTab = { all: '', latest: '1', hot: '3' } as const;
/** 点赞 / 收藏。 */
export const OpType = { like: 1, collect: 2 } as const;
/** 审核状态：0 待审核，1 通过（或无需审核），2 未通过。 */
export const CommunityAuditStatus = { waiting: 0, passed: 1, rejected: 2 } as const;
/** 评论所属：1 博客 / 资讯，2 问答（回答及其回复）。 */
export const CommentTargetType = { blog: 1, question: 2 } as const;
/** 审核队列中的内容种类：1 博客，2 问题，3 评论 / 回答。 */
export const ReviewKind = { blog: 1, question: 2, comment: 3 } as const;

/**
 * 作者在“我的博客 / 我的问答”里看到的状态：1 草稿，2 审核中，3 未通过，4 已隐藏（作者自己隐藏），
 * 5 已发布，6 已屏蔽（运营隐藏）。问题没有 1 和 4。
 */
export const PostState = {
  draft: 1,
  inReview: 2,
  rejected: 3,
  hiddenByMe: 4,
  published: 5,
  hiddenBySchool: 6,
} as const;
export type PostState = (typeof PostState)[keyof typeof PostState];
export const postStateText: Readonly<Record<PostState, string>> = {
  1: '草稿',
  2: '审核中',
  3: '未通过',
  4: '已隐藏',
  5: '已发布',
  6: '已屏蔽',
};

/** 超过频率限制时的提示（HTTP 429，code 429）。 */
export const COMMUNITY_TOO_OFTEN = '操作太频繁，请稍后再试';

// ---------------------------------------------------------------- shared pieces

const Title = Text(CommunityRules.titleMax, 1);
const Content = Type.String({
  minLength: 1,
  maxLength: CommunityRules.contentMax,
  description: `正文 HTML（最多 ${CommunityRules.contentMax} 字符，服务端净化）`,
});
/** 一个可选的编号过滤条件，'' 与不传相同（全部）。 */
const IdFilter = (description: string) => Type.Optional(Type.Union([Id, Type.Literal('')], { description }));
const PostStateCode = Type.Integer({
  minimum: 1,
  maximum: 6,
  description: '1 草稿，2 审核中，3 未通过，4 已隐藏，5 已发布，6 已屏蔽',
});
const StateFields = {
  state: PostStateCode,
  stateText: Type.String({ description: '状态文字，例如“审核中”' }),
  /** 0 待审核，1 通过，2 未通过 */
  auditStatus: Type.Integer({ description: '0 待审核，1 通过，2 未通过' }),
  auditReason: Type.String({ description: '未通过的原因，其他状态为空' }),
};

export const Label = Type.Object({
  labelNo: Id,
  labelName: Type.String(),
  labelType: Type.Integer({ description: '1 博客，2 问答' }),
  sort: Type.Integer(),
});
export type Label = Static<typeof Label>;
export const LabelListBody = Type.Object({
  labelType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 博客（默认），2 问答' })),
});

/** 列表里的作者卡片（资讯的作者是学校，bloggerId 为 ''）。 */
const AuthorFields = {
  bloggerId: Type.String({ description: '作者的博主编号；资讯为空' }),
  bloggerName: Type.String({ description: '作者名；资讯为空（页面显示学校名）' }),
  headImgUrl: Type.String({ description: '作者头像' }),
};

export const BlogItem = Type.Object({
  id: Id,
  articleType: Type.Integer({ description: '1 博客，2 资讯' }),
  title: Type.String(),
  summary: Type.String({ description: '摘要；作者未填时为正文前 120 个字' }),
  coverUrl: Type.String({ description: '封面图，可为空' }),
  labelNo: Type.String({ description: '标签编号，未选标签为空' }),
  labelName: Type.String(),
  ...AuthorFields,
  isOriginal: Flag,
  countView: Type.Integer(),
  countLike: Type.Integer(),
  countCollect: Type.Integer(),
  countComment: Type.Integer(),
  isTop: Flag,
  isRecommend: Flag,
  publishTime: Type.String({ description: '发布时间（草稿为空）' }),
  gmtCreate: DateTime,
  gmtModified: DateTime,
});
export type BlogItem = Static<typeof BlogItem>;

export const BlogSearchItem = Type.Object({
  ...BlogItem.properties,
  titleHighlight: Type.String({ description: '标题（HTML 转义），命中部分包在 <em> 中' }),
});
export type BlogSearchItem = Static<typeof BlogSearchItem>;

/** 作者自己的文章：多了状态。 */
export const BlogMine = Type.Object({
  ...BlogItem.properties,
  blogStatus: Type.Integer({ description: '0 草稿，1 已发布' }),
  isShow: Flag,
  ...StateFields,
});
export type BlogMine = Static<typeof BlogMine>;

export const Blogger = Type.Object({
  bloggerId: Id,
  userId: Id,
  bloggerName: Type.String(),
  headImgUrl: Type.String(),
  introduce: Type.String({ description: '个人简介' }),
  countPosts: Type.Integer({ description: '公开的文章数' }),
  countFans: Type.Integer({ description: '粉丝数' }),
  countFollows: Type.Integer({ description: '关注的博主数' }),
  countLikes: Type.Integer({ description: '文章获赞总数' }),
  isRecommend: Flag,
  isAttention: Flag,
  gmtCreate: DateTime,
});
export type Blogger = Static<typeof Blogger>;

export const BlogDetail = Type.Object({
  ...BlogMine.properties,
  content: Type.String({ description: '正文 HTML（已净化）' }),
  sourceUrl: Type.String({ description: '转载来源，原创为空' }),
  blogger: Type.Union([Blogger, Type.Null()], { description: '作者卡片（含我是否关注）；资讯为 null' }),
  isLike: Flag,
  isCollect: Flag,
  isMine: Flag,
});
export type BlogDetail = Static<typeof BlogDetail>;

export const BlogSave = Type.Object({
  title: Title,
  content: Content,
  summary: Type.Optional(Text(CommunityRules.summaryMax)),
  coverUrl: Type.Optional(PictureUrl()),
  labelNo: IdFilter('标签编号（博客标签），不选为空'),
  isOriginal: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], { default: 1, description: '1 原创，0 转载' }),
  ),
  sourceUrl: Type.Optional(SafeUrl(0, URL_MAX)),
  blogStatus: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], { default: 1, description: '0 存为草稿，1 发布' }),
  ),
  articleType: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '只能为 1；资讯（2）只能由运营在后台发布' }),
  ),
});
export type BlogSave = Static<typeof BlogSave>;
export const BlogUpdate = Type.Object({ id: Id, ...BlogSave.properties });
export type BlogUpdate = Static<typeof BlogUpdate>;

export const BlogListBody = Type.Object({
  ...PageQuery.properties,
  tab: Type.Optional(
    Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3')], {
      default: '1',
      description: "'1' 最新，'2' 关注（需登录），'3' 热门（浏览、点赞、收藏、评论按时间衰减，每 10 分钟重算）",
    }),
  ),
  labelNo: IdFilter('标签编号，空为全部'),
  articleType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 博客，2 资讯' })),
  bloggerId: IdFilter('只看某位博主的文章'),
});
export type BlogListBody = Static<typeof BlogListBody>;
export const BlogSearchBody = Type.Object({
  ...PageQuery.properties,
  keyword: SearchKeyword,
  articleType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 博客，2 资讯' })),
});
export const MyPostListBody = Type.Object({
  ...PageQuery.properties,
  state: Type.Optional(PostStateCode),
});
export const BlogStandBody = Type.Object({ id: Id, isShow: Flag });
export const BlogRecordBody = Type.Object({
  blogId: Id,
  opType: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 点赞，2 收藏' }),
});
export type BlogRecordBody = Static<typeof BlogRecordBody>;
export const RecordState = Type.Object({
  isLike: Flag,
  isCollect: Flag,
  countLike: Type.Integer(),
  countCollect: Type.Integer(),
});
export type RecordState = Static<typeof RecordState>;
export const CollectedBlog = Type.Object({ ...BlogItem.properties, collectTime: DateTime });
export type CollectedBlog = Static<typeof CollectedBlog>;
export const ViewCount = Type.Object({ countView: Type.Integer({ description: '计数后的浏览数' }) });

// ---------------------------------------------------------------- comments and answers

const CommentFields = {
  id: Id,
  targetType: Type.Integer({ description: '1 博客 / 资讯，2 问答' }),
  targetId: Id,
  userId: Id,
  nickname: Type.String(),
  headImgUrl: Type.String(),
  content: Type.String({ description: '评论内容 HTML（已净化）' }),
  parentId: Type.String({ description: '所属的一级评论；一级评论为 ""' }),
  replyUserId: Type.String({ description: '被回复的人（“@昵称”）；一级评论为 ""' }),
  replyNickname: Type.String(),
  isAccepted: Flag,
  auditStatus: Type.Integer({ description: '0 审核中（只有作者自己看得到），1 通过' }),
  canDelete: Flag,
  gmtCreate: DateTime,
};
export const CommentReply = Type.Object(CommentFields);
export type CommentReply = Static<typeof CommentReply>;
export const CommentItem = Type.Object({
  ...CommentFields,
  countReply: Type.Integer(),
  replyList: Type.Array(CommentReply, { description: '回复（只嵌套一层，按时间先后，最多 50 条）' }),
});
export type CommentItem = Static<typeof CommentItem>;
/** “我的评论 / 我的回答”：带上所在文章或问题。 */
export const CommentWithTarget = Type.Object({
  ...CommentFields,
  targetTitle: Type.String({ description: '所在文章或问题的标题' }),
});
export type CommentWithTarget = Static<typeof CommentWithTarget>;

const CommentContent = Type.String({
  minLength: 1,
  maxLength: CommunityRules.commentMax,
  description: `内容（最多 ${CommunityRules.commentMax} 字符，可含简单 HTML，服务端净化）`,
});
export const BlogCommentSave = Type.Object({
  blogId: Id,
  content: CommentContent,
  replyId: IdFilter('回复哪条评论（一级评论或回复）；空为直接评论文章'),
});
export type BlogCommentSave = Static<typeof BlogCommentSave>;
export const BlogCommentListBody = Type.Object({ ...PageQuery.properties, blogId: Id });
export const MyCommentListBody = Type.Object({
  ...PageQuery.properties,
  type: Type.Optional(
    Type.Union([Type.Literal(1), Type.Literal(2)], {
      default: 1,
      description: '1 我收到的（我文章下的评论），2 我发出的',
    }),
  ),
});

// ---------------------------------------------------------------- bloggers

export const BloggerSave = Type.Object({
  bloggerName: Type.Optional(Text(CommunityRules.bloggerNameMax)),
  introduce: Type.Optional(Text(CommunityRules.bloggerIntroduceMax)),
  headImgUrl: Type.Optional(PictureUrl()),
});
export type BloggerSave = Static<typeof BloggerSave>;
export const BloggerIdBody = Type.Object({ id: Id });
export const BloggerFollowBody = Type.Object({
  bloggerId: Id,
  isAttention: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description: '1 关注，0 取消关注；重复提交不改变任何数据',
  }),
});
export const FollowState = Type.Object({ isAttention: Flag, countFans: Type.Integer() });
export const BloggerRecommendBody = Type.Object({
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 8 })),
});
export const Fan = Type.Object({
  userId: Id,
  nickname: Type.String(),
  headImgUrl: Type.String(),
  bloggerId: Type.String({ description: '粉丝自己的博主编号，不是博主为空' }),
  isAttention: Flag,
  gmtCreate: DateTime,
});
export type Fan = Static<typeof Fan>;
export const FansListBody = Type.Object({ ...PageQuery.properties, bloggerId: IdFilter('谁的粉丝；空为我自己的') });

// ---------------------------------------------------------------- zones (info)

export const ArticleZone = Type.Object({
  zoneId: Id,
  zoneName: Type.String(),
  zoneDesc: Type.String(),
  zoneLocation: Type.Integer({ description: '1 PC 首页 / 资讯页' }),
  sort: Type.Integer(),
  articleList: Type.Array(BlogItem, { description: '专区前几篇文章（按 articleCount）' }),
});
export type ArticleZone = Static<typeof ArticleZone>;
export const ZoneCategoryListBody = Type.Object({
  zoneLocation: Type.Optional(Type.Integer({ minimum: 1, maximum: 9, default: 1 })),
  articleCount: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 20, default: 0, description: '每个专区带出的文章数，0 不带' }),
  ),
});
export const ZoneRefListBody = Type.Object({ ...PageQuery.properties, zoneId: Id });
export const RecommendListBody = Type.Object({
  articleType: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2, default: 2, description: '2 资讯（默认），1 博客' }),
  ),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

// ---------------------------------------------------------------- questions

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

// ---------------------------------------------------------------- console (ours)

const AdminPostFields = {
  userId: Type.String({ description: '作者用户编号；资讯为空' }),
  statusId: Type.Integer({ description: '1 正常，0 已删除' }),
  isHidden: Flag,
  ...StateFields,
};
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

export const AdminBlogger = Type.Object({
  ...Blogger.properties,
  mutedUntil: Type.String({ description: '禁言到期时间，未禁言为空' }),
  statusId: StatusId,
});
export type AdminBlogger = Static<typeof AdminBlogger>;
export const AdminBloggerListBody = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Text(50)),
  isRecommend: Type.Optional(Flag),
});
export const BloggerMuteBody = Type.Object({
  id: Id,
  days: Type.Integer({ minimum: 0, maximum: CommunityRules.muteDaysMax, description: '禁言天数；0 解除禁言' }),
});

export const LabelAdmin = Type.Object({ ...Label.properties, statusId: StatusId, useCount: Type.Integer() });
export type LabelAdmin = Static<typeof LabelAdmin>;
export const LabelSave = Type.Object({
  labelName: Text(CommunityRules.labelNameMax, 1),
  labelType: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 博客，2 问答' }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type LabelSave = Static<typeof LabelSave>;
export const LabelUpdate = Type.Object({ labelNo: Id, ...LabelSave.properties });
export type LabelUpdate = Static<typeof LabelUpdate>;
export const LabelIdBody = Type.Object({ labelNo: Id });

export const ArticleZoneAdmin = Type.Object({
  zoneId: Id,
  zoneName: Type.String(),
  zoneDesc: Type.String(),
  zoneLocation: Type.Integer(),
  sort: Type.Integer(),
  statusId: StatusId,
  articleCount: Type.Integer(),
});
export type ArticleZoneAdmin = Static<typeof ArticleZoneAdmin>;
export const ArticleZoneSave = Type.Object({
  zoneName: Text(CommunityRules.zoneNameMax, 1),
  zoneDesc: Text(CommunityRules.zoneDescMax),
  zoneLocation: Type.Integer({ minimum: 1, maximum: 9, description: '1 PC 首页 / 资讯页' }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type ArticleZoneSave = Static<typeof ArticleZoneSave>;
export const ArticleZoneUpdate = Type.Object({ zoneId: Id, ...ArticleZoneSave.properties });
export type ArticleZoneUpdate = Static<typeof ArticleZoneUpdate>;
export const ArticleZoneIdBody = Type.Object({ zoneId: Id });

export const SensitiveWord = Type.Object({ id: Id, word: Type.String(), gmtCreate: DateTime });
export type SensitiveWord = Static<typeof SensitiveWord>;
export const WordListBody = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Text(CommunityRules.sensitiveWordMax)),
});
export const WordSaveBody = Type.Object({
  words: Type.Array(Text(CommunityRules.sensitiveWordMax, 1), {
    minItems: 1,
    maxItems: CommunityRules.sensitiveWordsPerSave,
    description: '要加入的词（不区分大小写；已有的忽略）',
  }),
});
export const WordSaveResult = Type.Object({ added: Type.Integer({ description: '新加入的词数' }) });

/** 防刷限制（运营可按学校修改）；新注册不足 newAccountHours 小时的账号各项次数减半、评论间隔加倍。 */
export const CommunityLimits = Type.Object({
  postsPerHour: Type.Integer({
    minimum: 1,
    maximum: 1000,
    description: `每小时发文 + 提问数（默认 ${CommunityLimitDefaults.postsPerHour}）`,
  }),
  commentIntervalSeconds: Type.Integer({
    minimum: 0,
    maximum: 3600,
    description: `两次评论 / 回答的最短间隔秒数（默认 ${CommunityLimitDefaults.commentIntervalSeconds}）`,
  }),
  commentsPerDay: Type.Integer({
    minimum: 1,
    maximum: 10000,
    description: `每天评论 + 回答数（默认 ${CommunityLimitDefaults.commentsPerDay}）`,
  }),
  actionsPerMinute: Type.Integer({
    minimum: 1,
    maximum: 10000,
    description: `每分钟点赞、收藏、关注次数（默认 ${CommunityLimitDefaults.actionsPerMinute}）`,
  }),
  maxExternalLinks: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: `外链超过这个数的文章进入审核（默认 ${CommunityLimitDefaults.maxExternalLinks}）`,
  }),
  newAccountHours: Type.Integer({
    minimum: 0,
    maximum: 720,
    description: `新账号的时长（默认 ${CommunityLimitDefaults.newAccountHours} 小时）`,
  }),
  duplicateHours: Type.Integer({
    minimum: 0,
    maximum: 720,
    description: `这么多小时内同一用户的相同内容被拒绝（默认 ${CommunityLimitDefaults.duplicateHours}）`,
  }),
});
export type CommunityLimits = Static<typeof CommunityLimits>;

// ---------------------------------------------------------------- the route table

export const communityContracts = defineContracts({
  // Public
  listLabel: {
    method: 'POST',
    url: '/community/api/label/list',
    summary: '标签（页签用 labelNo / labelName）',
    body: LabelListBody,
    response: Type.Array(Label),
  },
  listBlog: {
    method: 'POST',
    url: '/community/api/blog/list',
    summary: '文章列表：最新 / 热门 / 关注，可按标签、类型（博客或资讯）、博主筛选',
    body: BlogListBody,
    response: Page(BlogItem),
  },
  viewBlog: {
    method: 'POST',
    url: '/community/api/blog/view',
    summary: '文章详情（不计浏览数，浏览由页面在浏览器里另行上报）',
    body: IdBody,
    response: BlogDetail,
  },
  countBlogView: {
    method: 'POST',
    url: '/community/api/blog/view/count',
    summary: '上报一次浏览（同一读者一小时内只计一次；由浏览器在页面加载后调用）',
    body: IdBody,
    response: ViewCount,
  },
  listBlogComment: {
    method: 'POST',
    url: '/community/api/blog/comment/list',
    summary: '文章的评论（一级评论分页，回复嵌套一层）',
    body: BlogCommentListBody,
    response: Page(CommentItem),
  },
  searchBlog: {
    method: 'POST',
    url: '/community/api/blog/search/list',
    summary: '搜索文章标题',
    body: BlogSearchBody,
    response: Page(BlogSearchItem),
  },
  viewBlogger: {
    method: 'POST',
    url: '/community/api/blogger/view',
    summary: '博主主页信息',
    body: BloggerIdBody,
    response: Blogger,
  },
  listZoneCategory: {
    method: 'POST',
    url: '/community/api/article/zone/category/list',
    summary: '文章专区（资讯页按专区分栏），可带出每个专区的前几篇',
    body: ZoneCategoryListBody,
    response: Type.Array(ArticleZone),
  },
  listZoneRef: {
    method: 'POST',
    url: '/community/api/article/zone/ref/list',
    summary: '某个专区的文章',
    body: ZoneRefListBody,
    response: Page(BlogItem),
  },
  listRecommendArticle: {
    method: 'POST',
    url: '/community/api/article/recommend/list',
    summary: '热门资讯（推荐的在前，其余按热度）',
    body: RecommendListBody,
    response: Type.Array(BlogItem),
  },

  // Bloggers (signed in)
  saveBlogger: {
    method: 'POST',
    url: '/community/auth/blogger/save',
    summary: '成为博主（每人一个；已是博主回 409）。不填的字段取个人资料',
    body: BloggerSave,
    response: Blogger,
  },
  updateBlogger: {
    method: 'POST',
    url: '/community/auth/blogger/update',
    summary: '修改我的博主资料',
    body: BloggerSave,
    response: Blogger,
  },
  viewBloggerAuth: {
    method: 'POST',
    url: '/community/auth/blogger/view',
    summary: '博主主页信息（含我是否已关注）',
    body: BloggerIdBody,
    response: Blogger,
  },
  myBlogger: {
    method: 'POST',
    url: '/community/auth/blogger/myself',
    summary: '我的博主资料；还不是博主为 null',
    response: Type.Union([Blogger, Type.Null()]),
  },
  listRecommendBlogger: {
    method: 'POST',
    url: '/community/auth/blogger/recommend/list',
    summary: '推荐博主（我还没关注的，推荐的在前）',
    body: BloggerRecommendBody,
    response: Type.Array(Blogger),
  },
  followBlogger: {
    method: 'POST',
    url: '/community/auth/blogger/user/record/save',
    summary: '关注 / 取消关注博主（isAttention 1 / 0）',
    body: BloggerFollowBody,
    response: FollowState,
  },
  listFollowedBlogger: {
    method: 'POST',
    url: '/community/auth/blogger/user/record/list',
    summary: '我关注的博主',
    body: PageQuery,
    response: Page(Blogger),
  },
  listFans: {
    method: 'POST',
    url: '/community/auth/blogger/fans/list',
    summary: '粉丝列表（默认我的）',
    body: FansListBody,
    response: Page(Fan),
  },

  // Blogs (signed in)
  listFollowingBlog: {
    method: 'POST',
    url: '/community/auth/blog/attention/list',
    summary: '关注页签：我关注的博主的文章',
    body: PageQuery,
    response: Page(BlogItem),
  },
  saveBlog: {
    method: 'POST',
    url: '/community/auth/blog/save',
    summary: '写文章（存草稿或发布）；第一次发文自动成为博主。含敏感词或外链过多的进入审核',
    body: BlogSave,
    response: BlogMine,
  },
  updateBlog: {
    method: 'POST',
    url: '/community/auth/blog/update',
    summary: '修改我的文章',
    body: BlogUpdate,
    response: BlogMine,
  },
  listMyBlog: {
    method: 'POST',
    url: '/community/auth/blog/list',
    summary: '我的文章（草稿、审核中、未通过、已隐藏、已发布、已屏蔽，可按状态筛选）',
    body: MyPostListBody,
    response: Page(BlogMine),
  },
  viewBlogAuth: {
    method: 'POST',
    url: '/community/auth/blog/view',
    summary: '文章详情（含我是否点赞、收藏；草稿和审核中的只有作者能看）',
    body: IdBody,
    response: BlogDetail,
  },
  deleteBlog: {
    method: 'POST',
    url: '/community/auth/blog/delete',
    summary: '删除我的文章',
    body: IdBody,
    response: Empty,
  },
  standBlog: {
    method: 'POST',
    url: '/community/auth/blog/stand',
    summary: '显示 / 隐藏我的文章（isShow 1 / 0）',
    body: BlogStandBody,
    response: BlogMine,
  },
  saveBlogRecord: {
    method: 'POST',
    url: '/community/auth/blog/user/record/save',
    summary: '点赞或收藏文章（重复提交不改变数据）',
    body: BlogRecordBody,
    response: RecordState,
  },
  deleteBlogRecord: {
    method: 'POST',
    url: '/community/auth/blog/user/record/delete',
    summary: '取消点赞或收藏',
    body: BlogRecordBody,
    response: RecordState,
  },
  listCollectedBlog: {
    method: 'POST',
    url: '/community/auth/blog/user/record/collection/list',
    summary: '我收藏的文章',
    body: PageQuery,
    response: Page(CollectedBlog),
  },
  saveBlogComment: {
    method: 'POST',
    url: '/community/auth/blog/comment/save',
    summary: '评论文章或回复评论（回复只嵌套一层，“@昵称”）',
    body: BlogCommentSave,
    response: CommentReply,
  },
  listMyBlogComment: {
    method: 'POST',
    url: '/community/auth/blog/comment/list',
    summary: '评论：我收到的（type 1）或我发出的（type 2）',
    body: MyCommentListBody,
    response: Page(CommentWithTarget),
  },
  deleteBlogComment: {
    method: 'POST',
    url: '/community/auth/blog/comment/delete',
    summary: '删除评论（评论者本人或文章作者；一级评论连同回复一起删除）',
    body: IdBody,
    response: Empty,
  },

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

  // Console: bloggers
  adminListBlogger: {
    method: 'POST',
    url: '/community/admin/blogger/list',
    summary: '博主管理',
    body: AdminBloggerListBody,
    response: Page(AdminBlogger),
  },
  adminRecommendBlogger: {
    method: 'POST',
    url: '/community/admin/blogger/recommend',
    summary: '推荐 / 取消推荐博主',
    body: RecommendBody,
    response: AdminBlogger,
  },
  adminMuteBlogger: {
    method: 'POST',
    url: '/community/admin/blogger/mute',
    summary: '禁言博主 N 天（0 解除）；禁言期间不能发文、提问、评论',
    body: BloggerMuteBody,
    response: AdminBlogger,
  },

  // Console: labels, zones, words, limits
  adminListLabel: {
    method: 'POST',
    url: '/community/admin/label/list',
    summary: '标签（含停用）',
    body: LabelListBody,
    response: Type.Array(LabelAdmin),
  },
  adminSaveLabel: {
    method: 'POST',
    url: '/community/admin/label/save',
    summary: '新增标签',
    body: LabelSave,
    response: LabelAdmin,
  },
  adminUpdateLabel: {
    method: 'POST',
    url: '/community/admin/label/update',
    summary: '修改标签',
    body: LabelUpdate,
    response: LabelAdmin,
  },
  adminDeleteLabel: {
    method: 'POST',
    url: '/community/admin/label/delete',
    summary: '删除标签（还有文章或问题使用时拒绝，可改为停用）',
    body: LabelIdBody,
    response: Empty,
  },
  adminListZone: {
    method: 'POST',
    url: '/community/admin/zone/list',
    summary: '文章专区（含停用）',
    response: Type.Array(ArticleZoneAdmin),
  },
  adminSaveZone: {
    method: 'POST',
    url: '/community/admin/zone/save',
    summary: '新增专区',
    body: ArticleZoneSave,
    response: ArticleZoneAdmin,
  },
  adminUpdateZone: {
    method: 'POST',
    url: '/community/admin/zone/update',
    summary: '修改专区',
    body: ArticleZoneUpdate,
    response: ArticleZoneAdmin,
  },
  adminDeleteZone: {
    method: 'POST',
    url: '/community/admin/zone/delete',
    summary: '删除专区（文章留在原处，只是不再属于这个专区）',
    body: ArticleZoneIdBody,
    response: Empty,
  },
  adminListWord: {
    method: 'POST',
    url: '/community/admin/word/list',
    summary: '敏感词',
    body: WordListBody,
    response: Page(SensitiveWord),
  },
  adminSaveWord: {
    method: 'POST',
    url: '/community/admin/word/save',
    summary: '添加敏感词（含这些词的文章、问题、评论进入审核）',
    body: WordSaveBody,
    response: WordSaveResult,
  },
  adminDeleteWord: {
    method: 'POST',
    url: '/community/admin/word/delete',
    summary: '删除敏感词',
    body: IdBody,
    response: Empty,
  },
  adminViewLimit: {
    method: 'POST',
    url: '/community/admin/limit/view',
    summary: '防刷限制',
    response: CommunityLimits,
  },
  adminUpdateLimit: {
    method: 'POST',
    url: '/community/admin/limit/update',
    summary: '修改防刷限制',
    body: CommunityLimits,
    response: CommunityLimits,
  },
});
