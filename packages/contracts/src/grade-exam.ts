import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, FlagOf, Id, IdBody, Page, PageQuery, Text } from './common.ts';
import { addContracts } from './all-contracts.ts';
import { defineContracts } from './route.ts';
import { PaperInfo, PaperTitle } from './exam/paper.ts';
import { ExamTakingLimits, ProblemAnswer, ResultTitle, SavedAnswer } from './exam/taking.ts';

/**
 * Class exams (班级考试, issue 33 part 2): a class's administrators set a published paper for a window,
 * its students take it once (a make-up window gives one more try), the server keeps the deadline and
 * scores the objective answers on submit, and the administrators mark the essays. The spec names the
 * calls, not their fields; the fields here are ours.
 */

export const GradeExamRules = {
  nameMax: 50,
  answerMinutesMax: 600,
  chosenMax: 2000,
  /** Rows of `relation/list` (a whole class's ranking); bigger classes page with `relation/page/grade`. */
  listMax: 5000,
} as const;

/** A student's place in a class exam. */
export const GradeExamRelationStatus = { notStarted: 1, answering: 2, marking: 3, marked: 4, missed: 5 } as const;
export const gradeExamRelationLabels: Readonly<Record<number, string>> = {
  1: '未开始',
  2: '答题中',
  3: '待批阅',
  4: '已批阅',
  5: '缺考',
};
/** Who takes the exam: every student of the class (late joiners too), or those chosen. */
export const GradeExamScope = { all: 1, chosen: 2 } as const;
/** When a student sees the score: on submit, after marking, after the window closes. */
export const GradeExamScoreShow = { onSubmit: 1, afterMarking: 2, afterWindow: 3 } as const;
/** Where the exam's window stands: 1 not begun, 2 open, 3 ended. */
export const GradeExamState = { notBegun: 1, open: 2, ended: 3 } as const;

/** The reasons `check` refuses with (code 999); the explanation page shows them in place. */
export const GradeExamMessages = {
  notBegun: '考试尚未开始',
  ended: '考试已结束',
  notMember: '您不是该班级成员',
  notTaker: '您不在本次考试的考生名单中',
  taken: '您已参加过本次考试',
  claimFirst: '您是考试发布后加入班级的，请先领取本次考试',
  makeUpNotBegun: '补考尚未开始',
  examGone: '考试不存在或已被删除',
  relationGone: '考试记录不存在',
  scoreHidden: '成绩尚未公布，请稍后查看',
  scoreAfterMarking: '成绩将在老师批阅完成后公布，请稍后查看',
  /** Followed by the time the window (and any make-up window) closes. */
  scoreAfterWindow: '成绩将在考试结束后公布，公布时间：',
  openOnlyRenameOrExtend: '考试已开始，只能修改名称或延长结束时间',
  begunNoDelete: '已有学员开始考试，不能删除',
} as const;

const Scope = Type.Union([Type.Literal(1), Type.Literal(2)], { description: '考生：1 全班学员，2 指定学员' });
const ScoreShow = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '成绩公布：1 交卷后，2 批阅后，3 考试结束后',
});
const RelationStatus = Type.Integer({ description: '1 未开始，2 答题中，3 待批阅，4 已批阅，5 缺考' });
const ExamState = Type.Integer({ description: '1 未开始，2 进行中，3 已结束' });
const Points = Type.Number({ description: '得分（可有一位小数）' });

export const GradeExamSave = Type.Object({
  gradeId: Id,
  examId: Id,
  examName: Type.Optional(Text(GradeExamRules.nameMax)),
  beginTime: DateTime,
  endTime: DateTime,
  answerMinutes: Type.Integer({
    minimum: 1,
    maximum: GradeExamRules.answerMinutesMax,
    description: '答题时间（分钟）',
  }),
  studentScope: Scope,
  userIds: Type.Optional(
    Type.Array(Id, { maxItems: GradeExamRules.chosenMax, description: '指定的学员（studentScope 为 2 时必填）' }),
  ),
  scoreShow: ScoreShow,
  isRank: Flag,
});
export type GradeExamSave = Static<typeof GradeExamSave>;

export const GradeExamEdit = Type.Object({ id: Id, ...GradeExamSave.properties });
export type GradeExamEdit = Static<typeof GradeExamEdit>;

/** A class exam as those who run the class see it, with its figures. */
export const GradeExam = Type.Object({
  id: Id,
  gradeId: Id,
  examId: Id,
  examName: Type.String(),
  paperName: Type.String(),
  beginTime: DateTime,
  endTime: DateTime,
  answerMinutes: Type.Integer(),
  studentScope: Type.Integer(),
  scoreShow: Type.Integer(),
  isRank: Flag,
  totalScore: Type.Integer(),
  passScore: Type.Integer(),
  examState: ExamState,
  compensateBeginTime: Type.String({ description: '补考开始时间；未设置为空' }),
  compensateEndTime: Type.String(),
  compensateFailed: FlagOf('补考也给不及格的学员'),
  studentCount: Type.Integer(),
  submittedCount: Type.Integer(),
  markedCount: Type.Integer(),
  gmtCreate: DateTime,
});
export type GradeExam = Static<typeof GradeExam>;

export const GradeExamAdminQuery = Type.Object({
  ...PageQuery.properties,
  gradeId: Id,
  examName: Type.Optional(Text(GradeExamRules.nameMax)),
});
export type GradeExamAdminQuery = Static<typeof GradeExamAdminQuery>;

/** The papers a class's exam may use: the class owner's published papers. */
export const GradeExamPaperQuery = Type.Object({
  ...PageQuery.properties,
  gradeId: Id,
  examName: Type.Optional(Text(GradeExamRules.nameMax)),
});
export type GradeExamPaperQuery = Static<typeof GradeExamPaperQuery>;

export const GradeExamCompensate = Type.Object({
  id: Id,
  compensateBeginTime: DateTime,
  compensateEndTime: DateTime,
  compensateFailed: FlagOf('1 不及格的学员也可补考'),
});
export type GradeExamCompensate = Static<typeof GradeExamCompensate>;

/** A student's place in a class exam: the window, the state, and the scores once shown. */
export const GradeExamRelation = Type.Object({
  id: Id,
  gradeExamId: Id,
  gradeId: Id,
  gradeName: Type.String(),
  userId: Id,
  nickname: Type.String(),
  examName: Type.String(),
  beginTime: DateTime,
  endTime: DateTime,
  answerMinutes: Type.Integer(),
  examState: ExamState,
  relationStatus: RelationStatus,
  relationStatusName: Type.String(),
  startTime: Type.String({ description: '开始答题时间；未开始为空' }),
  deadline: Type.String({ description: '交卷截止时间（服务器时间）：开始时间加答题时间与考试结束时间中较早者' }),
  submitTime: Type.String(),
  submitWay: Type.Integer({ description: '0 未交卷，1 学员交卷，2 时间到自动交卷' }),
  remainingMs: Type.Integer({ description: '服务器计算的剩余毫秒数；未在答题为 0' }),
  position: Type.Integer(),
  totalScore: Type.Integer(),
  passScore: Type.Integer(),
  scoreShown: Flag,
  sysScore: Type.Number({ description: '系统评分（客观题）；未公布为 0' }),
  teacherScore: Type.Number({ description: '老师评分（主观题）；未公布为 0' }),
  score: Type.Number(),
  isPass: Flag,
  rank: Type.Integer({ description: '班级排名；未开启排名或未公布为 0' }),
  isCompensate: Flag,
  isIgnore: Flag,
});
export type GradeExamRelation = Static<typeof GradeExamRelation>;

export const GradeExamRelationQuery = Type.Object({
  ...PageQuery.properties,
  gradeId: Type.Optional(Id),
  relationStatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
});
export type GradeExamRelationQuery = Static<typeof GradeExamRelationQuery>;

export const GradeExamMarkQuery = Type.Object({
  ...PageQuery.properties,
  gradeExamId: Id,
  relationStatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
});
export type GradeExamMarkQuery = Static<typeof GradeExamMarkQuery>;

export const GradeExamIdBody = Type.Object({ gradeExamId: Id });
export type GradeExamIdBody = Static<typeof GradeExamIdBody>;
export const RelationIdBody = Type.Object({ relationId: Id });
export type RelationIdBody = Static<typeof RelationIdBody>;

/** The answering page in class mode: the paper without answers, what was saved, and the server's time. */
export const GradeExamSession = Type.Object({
  relation: GradeExamRelation,
  titles: Type.Array(PaperTitle),
  answers: Type.Array(SavedAnswer),
});
export type GradeExamSession = Static<typeof GradeExamSession>;

export const GradeAnswerSave = Type.Object({
  relationId: Id,
  problemId: Id,
  answer: ProblemAnswer,
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
});
export type GradeAnswerSave = Static<typeof GradeAnswerSave>;

export const GradeAnswerSaved = Type.Object({ problemId: Id, savedTime: DateTime, remainingMs: Type.Integer() });
export type GradeAnswerSaved = Static<typeof GradeAnswerSaved>;

/** One answer with the system's and the teacher's score apart. */
export const GradeAnswerResult = Type.Object({
  problemId: Id,
  answer: Type.Array(Type.String()),
  maxScore: Type.Integer(),
  state: Type.Integer({ description: '0 未作答，1 正确，2 部分正确，3 错误，4 待批阅，5 已批阅' }),
  sysScore: Points,
  teacherScore: Points,
  score: Points,
  comment: Type.String(),
});
export type GradeAnswerResult = Static<typeof GradeAnswerResult>;

/** A submitted relation with its paper (answers and analysis), and every answer's scores. */
export const GradeExamScore = Type.Object({
  relation: GradeExamRelation,
  titles: Type.Array(ResultTitle),
  answers: Type.Array(GradeAnswerResult),
});
export type GradeExamScore = Static<typeof GradeExamScore>;

export const GradeMarkItem = Type.Object({
  problemId: Id,
  score: Type.Number({ minimum: 0, maximum: 1000, description: '老师评分，不超过本题分值，可有一位小数' }),
  comment: Type.Optional(Type.String({ maxLength: ExamTakingLimits.commentMax })),
});
export const GradeMarkComplete = Type.Object({
  relationId: Id,
  answers: Type.Array(GradeMarkItem, { maxItems: 500, description: '各主观题的评分与评语' }),
});
export type GradeMarkComplete = Static<typeof GradeMarkComplete>;

/** The window and its state, for anyone (the explanation page before signing in). */
export const GradeExamWindow = Type.Object({
  gradeExamId: Id,
  gradeId: Id,
  examName: Type.String(),
  beginTime: DateTime,
  endTime: DateTime,
  answerMinutes: Type.Integer(),
  totalScore: Type.Integer(),
  passScore: Type.Integer(),
  examState: ExamState,
  serverTime: DateTime,
});
export type GradeExamWindow = Static<typeof GradeExamWindow>;

const gradeExamQuery = Type.Object({ gradeExamId: Id });

export const gradeExamContracts = defineContracts({
  saveGradeExam: {
    method: 'POST',
    url: '/exam/auth/grade/exam/save',
    summary: '发布班级考试（创建者、管理员；创建者的已发布试卷）',
    body: GradeExamSave,
    response: GradeExam,
  },
  editGradeExam: {
    method: 'POST',
    url: '/exam/auth/grade/exam/edit',
    summary: '修改班级考试（开始后只能改名或延长结束时间）',
    body: GradeExamEdit,
    response: GradeExam,
  },
  deleteGradeExam: {
    method: 'POST',
    url: '/exam/auth/grade/exam/del',
    summary: '删除班级考试（有学员开始后不能删除）',
    body: IdBody,
    response: Empty,
  },
  listGradeExamStudentIds: {
    method: 'POST',
    url: '/exam/auth/grade/exam/get/student/ids',
    summary: '班级考试的考生编号',
    body: IdBody,
    response: Type.Array(Id),
  },
  pageGradeExams: {
    method: 'POST',
    url: '/exam/auth/grade/exam/admin/page',
    summary: '班级的考试（创建者、管理员，含统计）',
    body: GradeExamAdminQuery,
    response: Page(GradeExam),
  },
  pageGradeExamPapers: {
    method: 'POST',
    url: '/exam/auth/grade/exam/paper/page',
    summary: '班级考试可用的试卷：班级创建者已发布的试卷（创建者、管理员；本项目新增）',
    body: GradeExamPaperQuery,
    response: Page(PaperInfo),
  },
  setGradeExamCompensate: {
    method: 'POST',
    url: '/exam/auth/grade/exam/edit/compensate/status',
    summary: '设置补考时间：缺考（可选不及格）的学员可再考一次',
    body: GradeExamCompensate,
    response: GradeExam,
  },
  pageGradeExamRelations: {
    method: 'POST',
    url: '/exam/auth/grade/exam/student/relation/page/grade',
    summary: '一场班级考试的考生与成绩（批阅列表）',
    body: GradeExamMarkQuery,
    response: Page(GradeExamRelation),
  },
  listGradeExamRelations: {
    method: 'POST',
    url: '/exam/auth/grade/exam/student/relation/list',
    summary: '一场班级考试的全部考生，按成绩排名',
    body: GradeExamIdBody,
    response: Type.Array(GradeExamRelation),
  },
  viewGradeExamAnswers: {
    method: 'POST',
    url: '/exam/auth/grade/student/exam/answer/view',
    summary: '查看学员的答卷（批阅）',
    body: RelationIdBody,
    response: GradeExamScore,
  },
  rescoreGradeExamAnswers: {
    method: 'POST',
    url: '/exam/auth/grade/student/exam/answer/sys/audit',
    summary: '按试卷最新答案重新系统评分（老师评分保留）',
    body: RelationIdBody,
    response: GradeExamRelation,
  },
  completeGradeExamMarking: {
    method: 'PUT',
    url: '/exam/auth/grade/exam/student/relation/audit/complete',
    summary: '保存各主观题的评分与评语并完成批阅，通知学员',
    body: GradeMarkComplete,
    response: GradeExamRelation,
  },
  countGradeExamTips: {
    method: 'POST',
    url: '/exam/auth/grade/exam/student/relation/tips',
    summary: '我待参加的班级考试数（提醒）',
    response: Type.Integer(),
  },
  pageMyGradeExams: {
    method: 'POST',
    url: '/exam/auth/grade/exam/student/relation/page',
    summary: '我的班级考试',
    body: GradeExamRelationQuery,
    response: Page(GradeExamRelation),
  },
  viewMyGradeExam: {
    method: 'POST',
    url: '/exam/auth/grade/exam/student/relation/view',
    summary: '我在一场班级考试中的情况（考试说明页）',
    body: GradeExamIdBody,
    response: GradeExamRelation,
  },
  checkMyGradeExam: {
    method: 'POST',
    url: '/exam/auth/grade/exam/student/relation/check',
    summary: '能否开始考试（不能时 code 999 并说明原因）',
    querystring: gradeExamQuery,
    response: GradeExamRelation,
  },
  claimGradeExam: {
    method: 'POST',
    url: '/exam/auth/grade/exam/student/relation/save',
    summary: '后加入班级的学员领取考试（全班考试）',
    body: GradeExamIdBody,
    response: GradeExamRelation,
  },
  beginGradeExam: {
    method: 'POST',
    url: '/exam/auth/grade/exam/student/relation/begin',
    summary: '开始答题（同一时间只能进行一场考试）',
    body: GradeExamIdBody,
    response: GradeExamSession,
  },
  continueGradeExam: {
    method: 'POST',
    url: '/exam/auth/grade/exam/student/relation/continue',
    summary: '继续答题',
    body: RelationIdBody,
    response: GradeExamSession,
  },
  saveGradeExamAnswer: {
    method: 'POST',
    url: '/exam/auth/grade/student/exam/answer/save',
    summary: '保存一道题的作答',
    body: GradeAnswerSave,
    response: GradeAnswerSaved,
  },
  submitGradeExam: {
    method: 'POST',
    url: '/exam/auth/grade/exam/student/relation/submit/audit',
    summary: '交卷（客观题即时评分）',
    body: RelationIdBody,
    response: GradeExamRelation,
  },
  viewGradeExamScore: {
    method: 'POST',
    url: '/exam/auth/grade/exam/student/relation/view/score',
    summary: '我的成绩：系统评分与老师评分分开',
    body: RelationIdBody,
    response: GradeExamScore,
  },
  ignoreGradeExam: {
    method: 'PUT',
    url: '/exam/auth/grade/exam/student/relation/ignore',
    summary: '不再提醒这场考试',
    body: RelationIdBody,
    response: Empty,
  },
  checkGradeExamWindow: {
    method: 'GET',
    url: '/exam/api/grade/exam/check',
    summary: '班级考试的时间与状态（公开）',
    querystring: gradeExamQuery,
    response: GradeExamWindow,
  },
});

/** This file's tables in `allContracts`. */
export const gradeExamContractGroups = addContracts({ gradeExam: gradeExamContracts });
type GradeExamContractGroups = typeof gradeExamContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends GradeExamContractGroups {}
}
