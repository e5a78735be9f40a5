import { Type, type Static } from 'typebox';
import { DateTime, Id, Page, PageQuery, SafeUrl, Text } from './common.ts';
import { defineContracts } from './route.ts';

/** The data service: feedback now; notes and study records come with their modules. */

export const Feedback = Type.Object({
  id: Id,
  content: Type.String(),
  contact: Type.String(),
  images: Type.Array(Type.String()),
  reply: Type.String(),
  /** 0 waiting, 1 replied */
  replyStatus: Type.Integer(),
  gmtCreate: DateTime,
  replyTime: Type.String(),
});
export type Feedback = Static<typeof Feedback>;
export const FeedbackSave = Type.Object({
  content: Text(1000, 5),
  contact: Text(50),
  images: Type.Array(SafeUrl(1), { maxItems: 4 }),
});
export type FeedbackSave = Static<typeof FeedbackSave>;
export const AdminFeedback = Type.Object({
  ...Feedback.properties,
  userId: Id,
  nickname: Type.String(),
  mobile: Type.String(),
});
export type AdminFeedback = Static<typeof AdminFeedback>;

export const dataContracts = defineContracts({
  saveFeedback: {
    method: 'POST',
    url: '/data/auth/user/feedback/save',
    summary: '提交意见反馈',
    body: FeedbackSave,
    response: Feedback,
  },
  pageFeedback: {
    method: 'POST',
    url: '/data/auth/user/feedback/page',
    summary: '我的反馈',
    body: PageQuery,
    response: Page(Feedback),
  },
  adminPageFeedback: {
    method: 'POST',
    url: '/data/admin/feedback/page',
    summary: '反馈收件箱',
    body: Type.Object({
      ...PageQuery.properties,
      replyStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    }),
    response: Page(AdminFeedback),
  },
  adminReplyFeedback: {
    method: 'POST',
    url: '/data/admin/feedback/reply',
    summary: '回复反馈（以站内消息通知用户）',
    body: Type.Object({ id: Id, reply: Text(1000, 1) }),
    response: AdminFeedback,
  },
});
