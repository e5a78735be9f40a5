/** The community's codes. */

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
