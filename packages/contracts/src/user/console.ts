import { Type, type Static } from 'typebox';
import { DateTime, Flag, Id, Mobile, PageQuery, Text } from '../common.ts';
import { LecturerAudit } from './lecturer.ts';

/** What the operator console reads and sends about users, lecturers, messages and SMS. */
export const AdminUser = Type.Object({
  id: Id,
  mobile: Type.String({ description: '完整手机号（仅运营可见）' }),
  nickname: Type.String(),
  userType: Type.Integer(),
  isVip: Flag,
  statusId: Flag,
  isRecommended: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 可使用推荐（我的推荐）' }),
  gmtCreate: DateTime,
});
export type AdminUser = Static<typeof AdminUser>;
export const AdminUserPageBody = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Text(30)),
  userType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
  statusId: Type.Optional(Flag),
});
export const AdminUserStatusBody = Type.Object({ id: Id, statusId: Flag });
export const AdminUserRecommendBody = Type.Object({ id: Id, isRecommended: Flag });
export const AdminResetPasswordResult = Type.Object({ password: Type.String({ description: '新密码，只显示这一次' }) });
export const AdminLecturerAudit = Type.Object({
  ...LecturerAudit.properties,
  userId: Id,
  mobile: Type.String(),
  nickname: Type.String(),
});
export type AdminLecturerAudit = Static<typeof AdminLecturerAudit>;
export const AdminLecturerAuditPageBody = Type.Object({
  ...PageQuery.properties,
  auditStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
});
export const AdminAuditDecision = Type.Object({ id: Id, auditOpinion: Text(200) });
export const AdminMessageSend = Type.Object({
  title: Text(50, 1),
  content: Text(2000, 1),
  /** Empty: every user of the school (broadcast) */
  mobiles: Type.Array(Mobile, { maxItems: 200 }),
});
export const AdminMessageSendResult = Type.Object({ sentCount: Type.Integer() });
export const AdminMessageRecord = Type.Object({
  id: Id,
  title: Type.String(),
  content: Type.String(),
  /** 1 broadcast, 2 to listed users */
  sendType: Type.Integer(),
  sentCount: Type.Integer(),
  gmtCreate: DateTime,
});
export const SmsOutboxItem = Type.Object({
  id: Id,
  mobile: Type.String(),
  content: Type.String(),
  purpose: Type.String(),
  gmtCreate: DateTime,
});
export type SmsOutboxItem = Static<typeof SmsOutboxItem>;
export const SmsCapAlert = Type.Object({
  id: Id,
  /** 'address': one client address reached its daily cap; 'site': the whole school did */
  capKind: Type.Union([Type.Literal('address'), Type.Literal('site')]),
  clientIp: Type.String({ description: '触达上限的客户端地址（全站上限为空）' }),
  capLimit: Type.Integer({ description: '当时的每日上限' }),
  gmtCreate: DateTime,
});
export type SmsCapAlert = Static<typeof SmsCapAlert>;
export const SmsOutboxPageBody = Type.Object({ ...PageQuery.properties, mobile: Type.Optional(Text(11)) });
