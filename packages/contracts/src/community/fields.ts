import { Type } from 'typebox';
import { DateTime, Flag, Id, Text } from '../common.ts';
import { CommunityRules } from '../rules.ts';

/** Fields several community schemas share; the package does not export them. */

export const Title = Text(CommunityRules.titleMax, 1);
export const Content = Type.String({
  minLength: 1,
  maxLength: CommunityRules.contentMax,
  description: `正文 HTML（最多 ${CommunityRules.contentMax} 字符，服务端净化）`,
});
/** 一个可选的编号过滤条件，'' 与不传相同（全部）。 */
export const IdFilter = (description: string) => Type.Optional(Type.Union([Id, Type.Literal('')], { description }));
export const PostStateCode = Type.Integer({
  minimum: 1,
  maximum: 6,
  description: '1 草稿，2 审核中，3 未通过，4 已隐藏，5 已发布，6 已屏蔽',
});
export const StateFields = {
  state: PostStateCode,
  stateText: Type.String({ description: '状态文字，例如“审核中”' }),
  /** 0 待审核，1 通过，2 未通过 */
  auditStatus: Type.Integer({ description: '0 待审核，1 通过，2 未通过' }),
  auditReason: Type.String({ description: '未通过的原因，其他状态为空' }),
};

/** 列表里的作者卡片（资讯的作者是学校，bloggerId 为 ''）。 */
export const AuthorFields = {
  bloggerId: Type.String({ description: '作者的博主编号；资讯为空' }),
  bloggerName: Type.String({ description: '作者名；资讯为空（页面显示学校名）' }),
  headImgUrl: Type.String({ description: '作者头像' }),
};

export const CommentFields = {
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

export const CommentContent = Type.String({
  minLength: 1,
  maxLength: CommunityRules.commentMax,
  description: `内容（最多 ${CommunityRules.commentMax} 字符，可含简单 HTML，服务端净化）`,
});

export const AdminPostFields = {
  userId: Type.String({ description: '作者用户编号；资讯为空' }),
  statusId: Type.Integer({ description: '1 正常，0 已删除' }),
  isHidden: Flag,
  ...StateFields,
};
