import { Type, type Static } from 'typebox';
import { DateTime, Flag, Id, Page, PageQuery, PictureUrl, Text } from '../common.ts';
import { defineContracts } from '../route.ts';
import { CommunityRules } from '../rules.ts';
import { IdFilter } from './fields.ts';

/** Bloggers: profiles, following and fans. */

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

/** A signed-in user's blogger profile, follows and fans. */
export const communityBloggerContracts = defineContracts({
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
});
