import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, IdBody, Page, PageQuery, PictureUrl, SafeUrl, Text } from '../common.ts';
import { SearchKeyword } from '../course/catalogue.ts';
import { defineContracts } from '../route.ts';
import { CommunityRules, URL_MAX } from '../rules.ts';
import { Blogger, BloggerIdBody } from './blogger.ts';
import {
  BlogCommentListBody,
  BlogCommentSave,
  CommentItem,
  CommentReply,
  CommentWithTarget,
  MyCommentListBody,
} from './comment.ts';
import { AuthorFields, Content, IdFilter, PostStateCode, StateFields, Title } from './fields.ts';

/** Blogs and info articles (articleType 2), their labels and info zones. */

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

/** Public: labels, blogs, bloggers, info zones. */
export const communityPublicContracts = defineContracts({
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
});

/** A signed-in user's blogs, likes, collections and comments. */
export const communityBlogContracts = defineContracts({
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
});
