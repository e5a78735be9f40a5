import { Type, type Static } from 'typebox';
import { Empty, Id, IdBody, Page, PageQuery, StatusId, Text } from '../common.ts';
import { OrderInfo } from '../order/order.ts';
import { defineContracts } from '../route.ts';
import { CourseAuditItem, CourseAuditListBody, CoursePreview } from './authoring.ts';
import { CourseComment, CourseIdBody } from './study.ts';

/** The operator's side of video courses: the audit queue, grants, comments. */

export const CourseAuditDecision = Type.Object({
  id: Id,
  auditStatus: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 通过（发布），2 不通过' }),
  auditOpinion: Text(500),
});
export type CourseAuditDecision = Static<typeof CourseAuditDecision>;
export const CourseGrantBody = Type.Object({
  courseId: Id,
  userId: Id,
  remark: Text(200),
});
export type CourseGrantBody = Static<typeof CourseGrantBody>;
export const CourseGrantListBody = Type.Evaluate(Type.Intersect([PageQuery, CourseIdBody]));

export const AdminCourseComment = Type.Object({
  ...CourseComment.properties,
  courseName: Type.String(),
  mobile: Type.String({ description: '完整手机号（仅运营可见）' }),
  statusId: Type.Integer({ description: '1 显示，0 已隐藏' }),
});
export type AdminCourseComment = Static<typeof AdminCourseComment>;
export const CourseAdminCommentListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({ courseId: Type.Optional(Id), statusId: Type.Optional(StatusId), keyword: Type.Optional(Text(50)) }),
  ]),
);
export type CourseAdminCommentListBody = Static<typeof CourseAdminCommentListBody>;

/** Operators: the audit queue and preview, grants, comments (the shelf is `standCourse` above). */
export const courseAuditContracts = defineContracts({
  adminListCourseAudit: {
    method: 'POST',
    url: '/course/admin/course/audit/list',
    summary: '课程审核队列（默认待审核，先提交的在前）',
    body: CourseAuditListBody,
    response: Page(CourseAuditItem),
  },
  adminPreviewCourseAudit: {
    method: 'POST',
    url: '/course/admin/course/audit/preview',
    summary: '预览课程草稿（与学员审核通过后看到的一样）',
    body: IdBody,
    response: CoursePreview,
  },
  adminAuditCourse: {
    method: 'POST',
    url: '/course/admin/course/audit/audit',
    summary: '审核课程草稿：通过即把课程、章节、课时、图片、附件发布（同一事务）；不通过须填意见。讲师收到站内消息',
    body: CourseAuditDecision,
    response: CourseAuditItem,
  },
  adminGrantCourse: {
    method: 'POST',
    url: '/course/admin/course/grant',
    summary: '赠送课程给学员（记为 0 元已支付订单；已拥有时 409）',
    body: CourseGrantBody,
    response: OrderInfo,
  },
  adminListCourseGrant: {
    method: 'POST',
    url: '/course/admin/course/grant/list',
    summary: '课程的已支付订单和赠送记录',
    body: CourseGrantListBody,
    response: Page(OrderInfo),
  },
  adminListCourseComment: {
    method: 'POST',
    url: '/course/admin/courseComment/list',
    summary: '课程评论（含已隐藏）',
    body: CourseAdminCommentListBody,
    response: Page(AdminCourseComment),
  },
  adminStandCourseComment: {
    method: 'POST',
    url: '/course/admin/courseComment/stand',
    summary: '隐藏（0）或恢复显示（1）评论',
    body: Type.Object({ id: Id, statusId: StatusId }),
    response: AdminCourseComment,
  },
  adminDeleteCourseComment: {
    method: 'POST',
    url: '/course/admin/courseComment/delete',
    summary: '删除评论（连同其回复）',
    body: IdBody,
    response: Empty,
  },
});
