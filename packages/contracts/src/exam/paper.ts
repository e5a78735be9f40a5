import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, IdBody, Page, PageQuery, PictureUrl, Text, Yuan } from '../common.ts';
import { defineContracts } from '../route.ts';
import { ExamLimits, optionalId, ProblemListItem, ProblemOption, Score } from './problem.ts';

/**
 * Papers: a teacher's drafts (sections, picked problems or random rules), the audit, the published papers,
 * links to courses.
 */

export const PaperSave = Type.Object({
  examName: Text(100, 1),
  subject: Type.String({ minLength: 1, maxLength: 50, description: '科目（字典 examSubject 的值）' }),
  year: Type.Optional(Type.Integer({ minimum: 0, maximum: ExamLimits.yearMax, default: 0 })),
  description: Type.Optional(Type.String({ maxLength: 5000, default: '', description: '试卷说明（富文本）' })),
  coverUrl: Type.Optional(PictureUrl(0)),
  answerMinutes: Type.Integer({ minimum: 1, maximum: ExamLimits.answerMinutesMax, description: '答题时间（分钟）' }),
  passScore: Type.Integer({ minimum: 0, maximum: 10000, description: '及格分，不能高于总分' }),
  isFree: Flag,
  price: Type.Optional(Yuan),
  vipPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 1000000, description: '会员价（元），0 会员免费' })),
  multipleHalfScore: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], {
      default: 1,
      description: '多选题少选（所选都对但不全）得一半分：1 是（默认），0 否',
    }),
  ),
});
export type PaperSave = Static<typeof PaperSave>;
export const PaperUpdate = Type.Evaluate(Type.Intersect([IdBody, PaperSave]));
export type PaperUpdate = Static<typeof PaperUpdate>;

export const RandomRule = Type.Object({
  problemType: Type.Union(
    [Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5), Type.Literal(8)],
    { description: '抽取的题型（1–5、8；材料题、听力题请手动选题）' },
  ),
  problemKind: Type.Optional(Type.String({ maxLength: 50, default: '', description: '题目分类，空为不限' })),
  difficulty: Type.Optional(
    Type.Integer({ minimum: 0, maximum: ExamLimits.difficultyMax, default: 0, description: '难度，0 不限' }),
  ),
  count: Type.Integer({ minimum: 1, maximum: ExamLimits.ruleCountMax, description: '抽取题数' }),
  score: Score,
});
export type RandomRule = Static<typeof RandomRule>;

export const PickedProblem = Type.Object({
  problemId: Id,
  score: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1000,
      default: 0,
      description: '本题在试卷中的分值；0 取试题的默认分值。材料题、听力题须等于各小题分值之和（或填 0）',
    }),
  ),
});
export type PickedProblem = Static<typeof PickedProblem>;

export const TitleSave = Type.Object({
  titleName: Text(50, 1),
  description: Type.Optional(Type.String({ maxLength: 500, default: '', description: '大题说明（纯文本）' })),
  titleType: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 从题库选题，2 随机抽题' }),
  problems: Type.Optional(
    Type.Array(PickedProblem, {
      maxItems: ExamLimits.problemsPerTitleMax,
      default: [],
      description: '选题（titleType 1）',
    }),
  ),
  rules: Type.Optional(
    Type.Array(RandomRule, {
      maxItems: ExamLimits.rulesPerTitleMax,
      default: [],
      description: '抽题规则（titleType 2）',
    }),
  ),
});
export type TitleSave = Static<typeof TitleSave>;

export const PaperRefSave = Type.Object({
  examId: Id,
  titles: Type.Array(TitleSave, { maxItems: ExamLimits.titlesMax, description: '大题，按顺序；整体替换原有大题' }),
});
export type PaperRefSave = Static<typeof PaperRefSave>;

const paperBody = {
  id: Id,
  examName: Type.String(),
  subject: Type.String(),
  subjectName: Type.String(),
  year: Type.Integer(),
  description: Type.String(),
  coverUrl: Type.String(),
  answerMinutes: Type.Integer(),
  passScore: Type.Integer(),
  totalScore: Type.Integer({ description: '总分：各大题分值之和' }),
  isFree: Flag,
  price: Type.Number({ description: '售价（元）' }),
  vipPrice: Type.Number({ description: '会员价（元）' }),
  problemCount: Type.Integer({ description: '题数（随机大题按抽取题数计）' }),
  multipleHalfScore: Flag,
};

/** A paper draft as its teacher (and the audit queue) sees it. */
export const PaperAudit = Type.Object({
  ...paperBody,
  auditStatus: Type.Integer({ description: '0 待审核，1 已通过，2 未通过，3 草稿（未提交）' }),
  auditOpinion: Type.String(),
  isPublished: Flag,
  isPutAway: Flag,
  titleCount: Type.Integer(),
  gmtCreate: DateTime,
  gmtModified: DateTime,
});
export type PaperAudit = Static<typeof PaperAudit>;

export const PaperAuditAdmin = Type.Evaluate(
  Type.Intersect([
    PaperAudit,
    Type.Object({ lecturerUserId: Id, lecturerName: Type.String({ description: '讲师昵称或手机号' }) }),
  ]),
);
export type PaperAuditAdmin = Static<typeof PaperAuditAdmin>;

export const PaperAuditListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      auditStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, description: '不传为全部' })),
      examName: Type.Optional(Type.String({ maxLength: 50 })),
    }),
  ]),
);
export type PaperAuditListBody = Static<typeof PaperAuditListBody>;

/** A published paper (what learners read). */
export const PaperInfo = Type.Object({
  ...paperBody,
  isPutAway: Flag,
  lecturerUserId: Id,
  gmtPublish: DateTime,
});
export type PaperInfo = Static<typeof PaperInfo>;

export const PaperInfoListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      subject: Type.Optional(Type.String({ maxLength: 50 })),
      isFree: Type.Optional(Flag),
      examName: Type.Optional(Type.String({ maxLength: 50 })),
    }),
  ]),
);
export type PaperInfoListBody = Static<typeof PaperInfoListBody>;

/** A problem as a paper shows it; the answer fields are present only where answers may be seen. */
export const PaperProblemChild = Type.Object({
  id: Id,
  problemType: Type.Integer(),
  content: Type.String(),
  options: Type.Array(ProblemOption),
  blankCount: Type.Integer(),
  score: Type.Integer(),
  answer: Type.Optional(Type.Array(Type.String())),
  blanks: Type.Optional(Type.Array(Type.Array(Type.String()))),
  referenceAnswer: Type.Optional(Type.String()),
  analysis: Type.Optional(Type.String()),
});
export type PaperProblemChild = Static<typeof PaperProblemChild>;
export const PaperProblem = Type.Evaluate(
  Type.Intersect([
    PaperProblemChild,
    Type.Object({
      audioUrl: Type.String(),
      playLimit: Type.Integer({ description: '音频可播放次数，0 不限' }),
      videoId: Type.Optional(Type.String()),
      children: Type.Array(PaperProblemChild),
    }),
  ]),
);
export type PaperProblem = Static<typeof PaperProblem>;

export const PaperTitle = Type.Object({
  titleName: Type.String(),
  description: Type.String(),
  titleType: Type.Integer({ description: '1 选题，2 随机抽题' }),
  score: Type.Integer({ description: '本大题总分' }),
  problems: Type.Array(PaperProblem, { description: '按顺序；随机大题为一次示例抽题' }),
  rules: Type.Array(RandomRule, { description: '随机大题的规则；选题大题为空' }),
});
export type PaperTitle = Static<typeof PaperTitle>;

export const PaperPreview = Type.Object({
  paper: PaperAudit,
  titles: Type.Array(PaperTitle),
});
export type PaperPreview = Static<typeof PaperPreview>;

/** A draft's sections as the teacher saved them (for the selectIssue page). */
export const TitleDraft = Type.Object({
  titleName: Type.String(),
  description: Type.String(),
  titleType: Type.Integer(),
  score: Type.Integer(),
  problems: Type.Array(
    Type.Object({
      problemId: Id,
      score: Type.Integer(),
      problem: ProblemListItem,
    }),
  ),
  rules: Type.Array(
    Type.Evaluate(
      Type.Intersect([RandomRule, Type.Object({ available: Type.Integer({ description: '题库中符合条件的题数' }) })]),
    ),
  ),
});
export type TitleDraft = Static<typeof TitleDraft>;
export const PaperRefView = Type.Object({ paper: PaperAudit, titles: Type.Array(TitleDraft) });
export type PaperRefView = Static<typeof PaperRefView>;

export const ExamIdBody = Type.Object({ examId: Id });
export const PutAwayBody = Type.Object({ id: Id, isPutAway: Flag });
export const AuditDecision = Type.Object({
  id: Id,
  auditOpinion: Type.Optional(Type.String({ maxLength: 500, default: '', description: '审核意见；驳回时必填' })),
});
export type AuditDecision = Static<typeof AuditDecision>;

// ——— course links ———

export const CourseExamRefSave = Type.Object({
  courseId: Id,
  examId: Id,
  periodId: Type.Optional(optionalId('课时编号；空为整门课程的练习', true)),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, default: 0 })),
});
export type CourseExamRefSave = Static<typeof CourseExamRefSave>;
export const CourseExamRef = Type.Object({
  id: Id,
  courseId: Id,
  periodId: Type.String(),
  examId: Id,
  examName: Type.String(),
  totalScore: Type.Integer(),
  isPutAway: Flag,
  sort: Type.Integer(),
  gmtCreate: DateTime,
});
export type CourseExamRef = Static<typeof CourseExamRef>;

/** A teacher's paper drafts, their audit and publication; course links; the operator's audit and shelf. */
export const examPaperContracts = defineContracts({
  listPaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/list',
    summary: '我的试卷（草稿及审核状态）',
    body: PaperAuditListBody,
    response: Page(PaperAudit),
  },
  viewPaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/view',
    summary: '试卷草稿及其大题（编辑、选题页使用）',
    body: IdBody,
    response: PaperRefView,
  },
  savePaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/save',
    summary: '新建试卷草稿（基本信息；大题用 save/exam/ref 保存）',
    body: PaperSave,
    response: PaperAudit,
  },
  updatePaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/update',
    summary: '修改试卷基本信息；已发布的试卷由此产生新草稿，学员仍看到已发布的版本',
    body: PaperUpdate,
    response: PaperAudit,
  },
  savePaperRef: {
    method: 'POST',
    url: '/exam/auth/exam/audit/save/exam/ref',
    summary: '保存试卷的大题：选题（本人题库中的试题及分值）或随机规则（题型/分类/难度 → 题数与每题分值）',
    body: PaperRefSave,
    response: PaperRefView,
  },
  autoSavePaperRef: {
    method: 'POST',
    url: '/exam/auth/exam/auto/save/exam/ref',
    summary: '一键组卷：随机大题按规则立即从本人题库抽题，保存为选题大题（选题大题原样保存），返回组好的大题供调整',
    body: PaperRefSave,
    response: PaperRefView,
  },
  previewPaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/preview',
    summary: '预览试卷草稿，与学员看到的一样（不含答案；随机大题为一次示例抽题）',
    body: ExamIdBody,
    response: PaperPreview,
  },
  submitPaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/is/submit/audit',
    summary: '提交审核（检查试卷完整：有试题、分值相符、随机规则题库够抽）',
    body: IdBody,
    response: PaperAudit,
  },
  putAwayPaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/is/put/way',
    summary: '已发布试卷上架或下架',
    body: PutAwayBody,
    response: PaperAudit,
  },
  listMyPaper: {
    method: 'POST',
    url: '/exam/auth/exam/list',
    summary: '我已发布的试卷（关联课程练习时选择）',
    body: PaperInfoListBody,
    response: Page(PaperInfo),
  },
  listPaperInfo: {
    method: 'POST',
    url: '/exam/api/exam/info/list',
    summary: '已发布并上架的试卷（公开列表）',
    body: PaperInfoListBody,
    response: Page(PaperInfo),
  },

  saveCourseExamRef: {
    method: 'POST',
    url: '/course/auth/course/exam/ref/save',
    summary: '把本人已发布的试卷关联到本人的课程（或课时）作为练习',
    body: CourseExamRefSave,
    response: CourseExamRef,
  },
  deleteCourseExamRef: {
    method: 'POST',
    url: '/course/auth/course/exam/ref/delete',
    summary: '取消课程与试卷的关联',
    body: IdBody,
    response: Empty,
  },
  listCourseExamRef: {
    method: 'POST',
    url: '/course/auth/course/exam/ref/list',
    summary: '本人课程关联的试卷（/account/vod/praxis）',
    body: Type.Object({ courseId: Id }),
    response: Type.Array(CourseExamRef),
  },

  adminListPaperAudit: {
    method: 'POST',
    url: '/exam/admin/exam/audit/list',
    summary: '试卷审核队列（默认只看待审核）',
    body: PaperAuditListBody,
    response: Page(PaperAuditAdmin),
  },
  adminPreviewPaperAudit: {
    method: 'POST',
    url: '/exam/admin/exam/audit/preview',
    summary: '审核预览：试卷草稿及全部答案、解析（随机大题为一次示例抽题）',
    body: ExamIdBody,
    response: PaperPreview,
  },
  adminApprovePaper: {
    method: 'POST',
    url: '/exam/admin/exam/audit/approve',
    summary: '审核通过：草稿在一个事务中复制为新的发布版本（试题保存副本），并通知讲师',
    body: AuditDecision,
    response: PaperAuditAdmin,
  },
  adminRejectPaper: {
    method: 'POST',
    url: '/exam/admin/exam/audit/reject',
    summary: '驳回（须填写意见），并通知讲师',
    body: AuditDecision,
    response: PaperAuditAdmin,
  },
  adminListPaper: {
    method: 'POST',
    url: '/exam/admin/exam/list',
    summary: '已发布的试卷（含下架的）',
    body: PaperInfoListBody,
    response: Page(PaperInfo),
  },
  adminPutAwayPaper: {
    method: 'POST',
    url: '/exam/admin/exam/put/way',
    summary: '运营上架或下架已发布的试卷',
    body: PutAwayBody,
    response: PaperInfo,
  },
});
