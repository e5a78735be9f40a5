import { Type, type Static } from 'typebox';
import { Id, PageQuery } from '../common.ts';
import { CommentContent, CommentFields, IdFilter } from './fields.ts';

/** Comments on blogs and info, answers to questions, and their replies. */

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
