import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, IdBody, Page, PageQuery, PictureUrl, Text } from './common.ts';
import { addContracts } from './all-contracts.ts';
import { defineContracts } from './route.ts';

/**
 * Classes (班级, the spec's grade / 甄选课): classes, their members, applications and courses (issue 33).
 * The spec names the calls, not their fields; the fields here are ours, camelCase like the rest.
 */

export const GradeRules = {
  nameMax: 50,
  introduceMax: 2000,
  capacityMax: 10000,
  remarkMax: 100,
  opinionMax: 200,
  /** An invitation code: 4 to 12 letters or digits. */
  invitationCodePattern: '^[A-Za-z0-9]{4,12}$',
  /** Wrong invitation codes a user may try per class in the window below. */
  wrongCodeLimit: 5,
  wrongCodeWindowMs: 10 * 60 * 1000,
  batchMax: 100,
  coursesMax: 50,
  categoryNameMax: 20,
  categorySortMax: 9999,
  categoriesMax: 100,
} as const;

/** What the class calls answer when they refuse; the web may show or match them. */
export const GradeMessages = {
  gradeGone: '班级不存在或已解散',
  notMember: '您不是该班级成员',
  notAdmin: '只有班级的创建者和管理员可以进行此操作',
  notOwner: '只有班级的创建者可以进行此操作',
  ended: '班级已结束，不能再修改',
  full: '班级人数已满',
  studentGone: '该学员不在班级中',
  applicationGone: '申请不存在或已被删除',
  applicationSettled: '申请已处理过，请刷新后重试',
  categoryGone: '班级分类不存在或已删除',
  categoryInUse: '该分类下还有班级，请先把这些班级改到其他分类或解散后再删除',
  disbanded: '班级已解散',
  notNewOwner: '只能转让给本站已启用的讲师或机构账号',
  sameOwner: '该用户已是班级的创建者',
} as const;

/** How a user joins: 1 at once, 2 by application and audit, 3 with the invitation code. */
export const GradeJoinType = { open: 1, apply: 2, code: 3 } as const;
/** A member's role in a class. */
export const GradeRole = { owner: 1, admin: 2, student: 3 } as const;
/** An application's state (GLOSSARY auditStatus, plus 3 ignored). */
export const GradeApplyStatus = { waiting: 0, approved: 1, rejected: 2, ignored: 3 } as const;
/** Where the reader stands with a class they do not run or study in: the class page's join panel shows it. */
export const GradeMyApplyStatus = { none: 0, waiting: 1, rejected: 2, member: 3, kicked: 4 } as const;
/** What joining did: 1 a member now, 2 an application waits for audit. */
export const GradeJoinResult = { joined: 1, applied: 2 } as const;

const JoinType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '加入方式：1 直接加入，2 申请审核，3 邀请码',
});
const Role = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '1 创建者，2 管理员，3 学员',
});
const GradeId = Type.Object({ gradeId: Id });

export const GradeSave = Type.Object({
  gradeName: Text(GradeRules.nameMax, 1),
  categoryId: Id,
  gradeLogo: PictureUrl(1),
  introduce: Text(GradeRules.introduceMax),
  beginTime: DateTime,
  endTime: DateTime,
  capacity: Type.Integer({ minimum: 1, maximum: GradeRules.capacityMax, description: '人数上限' }),
  joinType: JoinType,
  invitationCode: Type.Optional(
    Type.String({ pattern: GradeRules.invitationCodePattern, description: '邀请码（加入方式为 3 时必填）' }),
  ),
  isPublic: Flag,
});
export type GradeSave = Static<typeof GradeSave>;

export const GradeUpdate = Type.Object({ id: Id, ...GradeSave.properties });
export type GradeUpdate = Static<typeof GradeUpdate>;

/** A class as everyone may see it. */
export const GradeCard = Type.Object({
  id: Id,
  gradeName: Type.String(),
  categoryId: Id,
  categoryName: Type.String(),
  gradeLogo: Type.String(),
  introduce: Type.String(),
  lecturerUserId: Id,
  lecturerName: Type.String(),
  beginTime: DateTime,
  endTime: DateTime,
  capacity: Type.Integer(),
  studentCount: Type.Integer(),
  joinType: JoinType,
  isPublic: Flag,
  /** 1 active, 0 disbanded */
  statusId: Flag,
  /** 1 past its end time */
  isExpired: Flag,
});
export type GradeCard = Static<typeof GradeCard>;

/** A class as its members see it: their role, and the code for those who run it. */
export const GradeInfo = Type.Object({
  ...GradeCard.properties,
  myRole: Type.Integer({ description: '0 非成员，1 创建者，2 管理员，3 学员' }),
  myApplyStatus: Type.Integer({
    description: '0 未申请（或已退出、申请被忽略），1 申请待审核，2 申请被拒绝，3 已是成员，4 已被移出（再加入须审核）',
  }),
  invitationCode: Type.String({ description: '仅创建者和管理员可见' }),
  gmtCreate: DateTime,
});
export type GradeInfo = Static<typeof GradeInfo>;

export const GradeCategory = Type.Object({ id: Id, categoryName: Type.String() });
export type GradeCategory = Static<typeof GradeCategory>;

/** A category as the operator edits it, with the number of classes (not disbanded) filed under it. */
export const GradeCategoryAdmin = Type.Object({
  ...GradeCategory.properties,
  sort: Type.Integer(),
  gradeCount: Type.Integer(),
});
export type GradeCategoryAdmin = Static<typeof GradeCategoryAdmin>;
export const GradeCategorySave = Type.Object({
  categoryName: Text(GradeRules.categoryNameMax, 1),
  sort: Type.Integer({ minimum: 0, maximum: GradeRules.categorySortMax, description: '越小越靠前' }),
});
export type GradeCategorySave = Static<typeof GradeCategorySave>;
export const GradeCategoryUpdate = Type.Object({ id: Id, ...GradeCategorySave.properties });
export type GradeCategoryUpdate = Static<typeof GradeCategoryUpdate>;
export const GradeCategorySort = Type.Object({
  ids: Type.Array(Id, {
    minItems: 1,
    maxItems: GradeRules.categoriesMax,
    description: '全部分类按新顺序排列',
  }),
});
export type GradeCategorySort = Static<typeof GradeCategorySort>;

/** A class as the operator sees it: the card, and who owns it. */
export const GradeAdminCard = Type.Object({
  ...GradeCard.properties,
  ownerUserId: Id,
  ownerName: Type.String(),
  ownerMobile: Type.String({ description: '完整手机号（仅运营可见）' }),
  orgUserId: Type.String({ description: '所属机构用户编号，"0" 为无' }),
  orgName: Type.String(),
});
export type GradeAdminCard = Static<typeof GradeAdminCard>;
export const GradeTransfer = Type.Object({
  id: Id,
  /** The new owner: an enabled teacher (2) or organisation (3) user of this school. */
  userId: Id,
});
export type GradeTransfer = Static<typeof GradeTransfer>;

/** An organisation (userType 3) as the class console shows it: its classes and the teachers of its courses. */
export const GradeOrg = Type.Object({
  userId: Id,
  nickname: Type.String(),
  mobile: Type.String({ description: '完整手机号（仅运营可见）' }),
  statusId: Flag,
  gradeCount: Type.Integer({ description: '未解散的班级数' }),
  teachers: Type.Array(Type.Object({ userId: Id, lecturerName: Type.String() })),
});
export type GradeOrg = Static<typeof GradeOrg>;
export const GradeOrgQuery = Type.Object({ ...PageQuery.properties, keyword: Type.Optional(Text(30)) });
export type GradeOrgQuery = Static<typeof GradeOrgQuery>;

export const GradePublicQuery = Type.Object({
  ...PageQuery.properties,
  id: Type.Optional(Id),
  categoryId: Type.Optional(Id),
  gradeName: Type.Optional(Text(GradeRules.nameMax)),
});
export type GradePublicQuery = Static<typeof GradePublicQuery>;

export const GradeMineQuery = Type.Object({
  ...PageQuery.properties,
  gradeName: Type.Optional(Text(GradeRules.nameMax)),
});
export type GradeMineQuery = Static<typeof GradeMineQuery>;
export const GradeAdminQuery = Type.Object({
  ...GradeMineQuery.properties,
  categoryId: Type.Optional(Id),
});
export type GradeAdminQuery = Static<typeof GradeAdminQuery>;

export const GradeJoin = Type.Object({
  gradeId: Id,
  invitationCode: Type.Optional(Text(20)),
  remark: Type.Optional(Text(GradeRules.remarkMax)),
});
export type GradeJoin = Static<typeof GradeJoin>;

export const GradeMember = Type.Object({ gradeId: Id, userId: Id });
export const GradeAdminChange = Type.Object({ gradeId: Id, userId: Id, isAdmin: Flag });
export const GradeStudentEdit = Type.Object({ gradeId: Id, userId: Id, remark: Text(GradeRules.remarkMax) });

export const GradeStudentQuery = Type.Object({ ...PageQuery.properties, gradeId: Id, role: Type.Optional(Role) });
export type GradeStudentQuery = Static<typeof GradeStudentQuery>;

export const GradeStudent = Type.Object({
  userId: Id,
  nickname: Type.String(),
  headImgUrl: Type.String(),
  role: Role,
  remark: Type.String(),
  gmtCreate: DateTime,
});
export type GradeStudent = Static<typeof GradeStudent>;

const ApplyStatus = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '0 待审核，1 通过，2 拒绝，3 已忽略',
});

export const GradeApplyQuery = Type.Object({
  ...PageQuery.properties,
  gradeId: Id,
  auditStatus: Type.Optional(ApplyStatus),
});
export type GradeApplyQuery = Static<typeof GradeApplyQuery>;

export const GradeApplyRecord = Type.Object({
  id: Id,
  gradeId: Id,
  userId: Id,
  nickname: Type.String(),
  headImgUrl: Type.String(),
  remark: Type.String(),
  auditStatus: ApplyStatus,
  auditOpinion: Type.String(),
  gmtCreate: DateTime,
});
export type GradeApplyRecord = Static<typeof GradeApplyRecord>;

export const GradeApplySummary = Type.Object({
  waitCount: Type.Integer(),
  approvedCount: Type.Integer(),
  rejectedCount: Type.Integer(),
  ignoredCount: Type.Integer(),
});
export type GradeApplySummary = Static<typeof GradeApplySummary>;

const Verdict = Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 通过，2 拒绝' });
export const GradeAudit = Type.Object({
  id: Id,
  auditStatus: Verdict,
  auditOpinion: Type.Optional(Text(GradeRules.opinionMax)),
});
export type GradeAudit = Static<typeof GradeAudit>;
export const GradeAuditBatch = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: GradeRules.batchMax }),
  auditStatus: Verdict,
  auditOpinion: Type.Optional(Text(GradeRules.opinionMax)),
});
export type GradeAuditBatch = Static<typeof GradeAuditBatch>;

export const GradeCourseQuery = Type.Object({ ...PageQuery.properties, gradeId: Id });
export type GradeCourseQuery = Static<typeof GradeCourseQuery>;

export const GradeCourse = Type.Object({
  courseId: Id,
  courseName: Type.String(),
  courseLogo: Type.String(),
  lecturerName: Type.String(),
  periodCount: Type.Integer(),
});
export type GradeCourse = Static<typeof GradeCourse>;

export const GradeCourseSave = Type.Object({
  gradeId: Id,
  courseIds: Type.Array(Id, { maxItems: GradeRules.coursesMax, description: '班级课程的全部课程（替换原有）' }),
});
export type GradeCourseSave = Static<typeof GradeCourseSave>;

export const GradeOfPeriod = Type.Object({ gradeId: Id, gradeName: Type.String() });
export const GradeStudySave = Type.Object({ gradeId: Id, periodId: Id });

export const GradeProgressQuery = Type.Object({
  gradeId: Id,
  userId: Type.Optional(Id),
});
export type GradeProgressQuery = Static<typeof GradeProgressQuery>;

export const GradeCourseProgress = Type.Object({
  courseId: Id,
  courseName: Type.String(),
  periodCount: Type.Integer(),
  learnedCount: Type.Integer(),
  /** 0–100 */
  progress: Type.Integer(),
});
export type GradeCourseProgress = Static<typeof GradeCourseProgress>;

export const gradeContracts = defineContracts({
  saveGrade: {
    method: 'POST',
    url: '/exam/auth/grade/info/save',
    summary: '创建班级（讲师、机构）',
    body: GradeSave,
    response: GradeInfo,
  },
  updateGrade: {
    method: 'PUT',
    url: '/exam/auth/grade/info/update',
    summary: '修改班级（创建者、所属机构）',
    body: GradeUpdate,
    response: GradeInfo,
  },
  pageRunGrades: {
    method: 'POST',
    url: '/exam/auth/grade/info/page',
    summary: '我管理的班级（分页；机构为其全部班级）',
    body: GradeMineQuery,
    response: Page(GradeInfo),
  },
  viewGrade: {
    method: 'POST',
    url: '/exam/auth/grade/info/view',
    summary: '班级详情（含我的角色）',
    body: IdBody,
    response: GradeInfo,
  },
  disbandGrade: {
    method: 'POST',
    url: '/exam/auth/grade/info/disband',
    summary: '解散班级，通知学员（创建者、所属机构）',
    body: IdBody,
    response: Empty,
  },
  pageMyCurrentGrades: {
    method: 'POST',
    url: '/exam/auth/grade/info/grade/list/substation/all',
    summary: '我的在读班级（机构为其全部在读班级）',
    body: GradeMineQuery,
    response: Page(GradeInfo),
  },
  pageMyExpiredGrades: {
    method: 'POST',
    url: '/exam/auth/grade/info/grade/list/substation/expire',
    summary: '我的已结束班级（机构为其全部已结束班级）',
    body: GradeMineQuery,
    response: Page(GradeInfo),
  },
  pagePublicGrades: {
    method: 'POST',
    url: '/exam/api/grade/info/page',
    summary: '公开的班级（分页；按 id 取一个班级）',
    body: GradePublicQuery,
    response: Page(GradeCard),
  },
  listGradeCategories: {
    method: 'GET',
    url: '/exam/api/grade/info/category',
    summary: '班级分类',
    response: Type.Array(GradeCategory),
  },
  joinGrade: {
    method: 'POST',
    url: '/exam/auth/grade/student/grade/add',
    summary: '加入班级或提交申请',
    body: GradeJoin,
    response: Type.Object({
      joinResult: Type.Integer({ description: '1 已加入，2 已提交申请，等待审核' }),
    }),
  },
  quitGrade: {
    method: 'PUT',
    url: '/exam/auth/grade/student/quit',
    summary: '退出班级（创建者不能退出）',
    body: GradeId,
    response: Empty,
  },
  kickOutStudent: {
    method: 'PUT',
    url: '/exam/auth/grade/student/kick/out',
    summary: '移出学员（此后只能经审核再加入）',
    body: GradeMember,
    response: Empty,
  },
  updateGradeAdmin: {
    method: 'PUT',
    url: '/exam/auth/grade/student/update/admin',
    summary: '设置或取消管理员（创建者）',
    body: GradeAdminChange,
    response: Empty,
  },
  editGradeStudent: {
    method: 'PUT',
    url: '/exam/auth/grade/student/edit',
    summary: '修改学员备注',
    body: GradeStudentEdit,
    response: Empty,
  },
  pageGradeStudents: {
    method: 'POST',
    url: '/exam/auth/grade/student/page',
    summary: '班级成员（管理员）',
    body: GradeStudentQuery,
    response: Page(GradeStudent),
  },
  isGradeAdmin: {
    method: 'PUT',
    url: '/exam/auth/grade/student/isAdmin',
    summary: '我是否管理着一个未结束的班级',
    response: Type.Boolean(),
  },
  pageGradeApplications: {
    method: 'POST',
    url: '/exam/auth/grade/apply/record/page',
    summary: '班级的加入申请（管理员）',
    body: GradeApplyQuery,
    response: Page(GradeApplyRecord),
  },
  summarizeGradeApplications: {
    method: 'POST',
    url: '/exam/auth/grade/apply/record/summary',
    summary: '班级加入申请的各状态数量',
    body: GradeId,
    response: GradeApplySummary,
  },
  countWaitingApplications: {
    method: 'POST',
    url: '/exam/auth/grade/apply/record/tips',
    summary: '我管理的班级中待审核的申请数',
    response: Type.Integer(),
  },
  auditGradeApplication: {
    method: 'PUT',
    url: '/exam/auth/grade/apply/record/audit',
    summary: '审核一条加入申请',
    body: GradeAudit,
    response: Empty,
  },
  auditGradeApplications: {
    method: 'PUT',
    url: '/exam/auth/grade/apply/record/audit/batch',
    summary: '批量审核加入申请（全部成功或全部不变）',
    body: GradeAuditBatch,
    response: Empty,
  },
  ignoreGradeApplication: {
    method: 'PUT',
    url: '/exam/auth/grade/apply/record/ignore',
    summary: '忽略一条加入申请',
    body: IdBody,
    response: Empty,
  },
  pageGradeCourses: {
    method: 'POST',
    url: '/exam/auth/grade/course/page',
    summary: '班级课程（成员）',
    body: GradeCourseQuery,
    response: Page(GradeCourse),
  },
  saveGradeCourses: {
    method: 'POST',
    url: '/exam/auth/grade/course/save',
    summary: '设置班级课程（创建者、管理员；创建者或所属机构的视频课）',
    body: GradeCourseSave,
    response: Empty,
  },
  pagePublicGradeCourses: {
    method: 'POST',
    url: '/exam/api/grade/course/page',
    summary: '班级课程（班级介绍页）',
    body: GradeCourseQuery,
    response: Page(GradeCourse),
  },
  checkGradesOfPeriod: {
    method: 'GET',
    url: '/course/auth/grade/check',
    summary: '我所在的、课程含此课时的有效班级',
    querystring: Type.Object({ periodId: Id }),
    response: Type.Array(GradeOfPeriod),
  },
  saveGradeStudy: {
    method: 'POST',
    url: '/course/auth/grade/save',
    summary: '记录在班级中学习了一个课时',
    body: GradeStudySave,
    response: Empty,
  },
  listGradeCourseProgress: {
    method: 'POST',
    url: '/data/auth/grade/user/period/progress/course/list',
    summary: '班级各课程的学习进度（本人；管理员可看学员）',
    body: GradeProgressQuery,
    response: Type.Array(GradeCourseProgress),
  },
  adminPageGrades: {
    method: 'POST',
    url: '/exam/admin/grade/info/page',
    summary: '全部班级（分页，运营后台）',
    body: GradeAdminQuery,
    response: Page(GradeAdminCard),
  },
  adminTransferGrade: {
    method: 'POST',
    url: '/exam/admin/grade/info/transfer',
    summary: '转让班级给本站讲师或机构（原创建者退出班级）',
    body: GradeTransfer,
    response: GradeAdminCard,
  },
  adminDisbandGrade: {
    method: 'POST',
    url: '/exam/admin/grade/info/disband',
    summary: '解散班级，通知学员（运营后台）',
    body: IdBody,
    response: Empty,
  },
  adminListGradeCategories: {
    method: 'POST',
    url: '/exam/admin/grade/category/list',
    summary: '班级分类（含班级数）',
    response: Type.Array(GradeCategoryAdmin),
  },
  adminSaveGradeCategory: {
    method: 'POST',
    url: '/exam/admin/grade/category/save',
    summary: '新增班级分类',
    body: GradeCategorySave,
    response: GradeCategoryAdmin,
  },
  adminUpdateGradeCategory: {
    method: 'POST',
    url: '/exam/admin/grade/category/update',
    summary: '修改班级分类',
    body: GradeCategoryUpdate,
    response: GradeCategoryAdmin,
  },
  adminDeleteGradeCategory: {
    method: 'POST',
    url: '/exam/admin/grade/category/delete',
    summary: '删除班级分类（须无未解散的班级）',
    body: IdBody,
    response: Empty,
  },
  adminSortGradeCategories: {
    method: 'POST',
    url: '/exam/admin/grade/category/sort',
    summary: '班级分类排序（按给出的顺序）',
    body: GradeCategorySort,
    response: Empty,
  },
  adminPageGradeOrgs: {
    method: 'POST',
    url: '/exam/admin/grade/org/page',
    summary: '机构及其讲师、班级数（只读；机构账号在用户管理中编辑）',
    body: GradeOrgQuery,
    response: Page(GradeOrg),
  },
});

/** This file's tables in `allContracts`. */
export const gradeContractGroups = addContracts({ grade: gradeContracts });
type GradeContractGroups = typeof gradeContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends GradeContractGroups {}
}
