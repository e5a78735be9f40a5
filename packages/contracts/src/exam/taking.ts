import { Type, type Static } from 'typebox';
import { DateTime, Flag, Id, IdBody, Page, PageQuery } from '../common.ts';
import { defineContracts } from '../route.ts';
import { PaperInfo, PaperTitle } from './paper.ts';
import { ExamLimits } from './problem.ts';

/** Taking exams (issue 12, decision 0033): the paper's page, answering, records, my papers. */

/** A learner's record: 1 answering, 2 submitted with essays awaiting the teacher, 3 scored. */
export const ExamRecordStatus = { answering: 1, marking: 2, scored: 3 } as const;
export type ExamRecordStatus = (typeof ExamRecordStatus)[keyof typeof ExamRecordStatus];
export const examRecordStatusLabels: Readonly<Record<ExamRecordStatus, string>> = {
  1: '答题中',
  2: '待批阅',
  3: '已评分',
};
/** 1 a timed exam; 2 practice (no time limit, each answer judged at once). */
export const ExamRecordType = { exam: 1, practice: 2 } as const;
/** Who submitted: 1 the learner; 2 the server when the time ran out. */
export const SubmitWay = { learner: 1, deadline: 2 } as const;
/** How one answer was judged. */
export const AnswerState = { unanswered: 0, right: 1, partial: 2, wrong: 3, awaitingMarking: 4, marked: 5 } as const;
export type AnswerState = (typeof AnswerState)[keyof typeof AnswerState];
/** GLOSSARY collectionType for problems. */
export const PROBLEM_COLLECTION_TYPE = 4;
/** A problem of the error notebook retires after correct re-practice on this many separate days. */
export const ERROR_RETIRE_DAYS = 3;
/** Answers sent this long after the deadline still count (a save in flight when time runs out). */
export const ANSWER_GRACE_MS = 3000;

export const ExamTakingLimits = {
  answerItemsMax: ExamLimits.blanksMax,
  answerTextMax: ExamLimits.contentMax,
  blankAnswerMax: 200,
  commentMax: 500,
} as const;

/**
 * An answer as the learner gives it, by type: single ["B"]; multiple ["A","C"]; true/false ["T"] or ["F"];
 * fill-in one text per blank in order; essay and dictation one text. [] clears the answer.
 */
export const ProblemAnswer = Type.Array(Type.String({ maxLength: ExamTakingLimits.answerTextMax }), {
  maxItems: ExamTakingLimits.answerItemsMax,
  description:
    '作答：单选 ["B"]；多选 ["A","C"]；判断 ["T"] 或 ["F"]；填空按空的顺序每空一段文字；简答、听写一段文字；[] 清空作答。材料题、听力题作答其小题',
});
export const RecordIdBody = Type.Object({ recordId: Id });
export type RecordIdBody = Static<typeof RecordIdBody>;
export const ExamStartBody = Type.Object({ examId: Id });
export type ExamStartBody = Static<typeof ExamStartBody>;
export const AnswerSaveBody = Type.Object({
  recordId: Id,
  problemId: Id,
  answer: ProblemAnswer,
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, description: '当前所在题的序号（从 0 起）' })),
});
export type AnswerSaveBody = Static<typeof AnswerSaveBody>;
export const ExamOnlineBody = Type.Object({
  recordId: Id,
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, description: '当前所在题的序号（从 0 起）' })),
});
export type ExamOnlineBody = Static<typeof ExamOnlineBody>;

const Points = Type.Number({ description: '得分（可有一位小数）' });

export const ExamRecord = Type.Object({
  id: Id,
  examId: Id,
  examName: Type.String(),
  recordType: Type.Integer({ description: '1 考试，2 练习' }),
  recordStatus: Type.Integer({ description: '1 答题中，2 待批阅（主观题等待老师评分），3 已评分' }),
  recordStatusName: Type.String(),
  submitWay: Type.Integer({ description: '0 未交卷，1 学员交卷，2 时间到自动交卷' }),
  startTime: DateTime,
  deadline: Type.String({ description: '交卷截止时间（服务器时间）；练习为空' }),
  submitTime: Type.String({ description: '交卷时间；未交卷为空' }),
  answerMinutes: Type.Integer(),
  usedSeconds: Type.Integer({ description: '用时（秒）' }),
  remainingMs: Type.Integer({ description: '服务器计算的剩余毫秒数；已交卷或练习为 0' }),
  position: Type.Integer({ description: '上次所在题的序号' }),
  totalScore: Type.Integer({ description: '试卷总分' }),
  passScore: Type.Integer(),
  objectiveScore: Points,
  subjectiveScore: Points,
  score: Type.Number({ description: '当前得分；待批阅时只含客观题' }),
  isPass: Flag,
  awaitingCount: Type.Integer({ description: '等待老师批阅的主观题数' }),
  answeredCount: Type.Integer(),
  problemCount: Type.Integer(),
});
export type ExamRecord = Static<typeof ExamRecord>;

export const SavedAnswer = Type.Object({ problemId: Id, answer: Type.Array(Type.String()) });
export type SavedAnswer = Static<typeof SavedAnswer>;

/** What the answering page needs: the learner's paper (no answers), saved answers, position and time. */
export const ExamSession = Type.Object({
  record: ExamRecord,
  titles: Type.Array(PaperTitle),
  answers: Type.Array(SavedAnswer),
});
export type ExamSession = Static<typeof ExamSession>;

export const AnswerSaved = Type.Object({
  problemId: Id,
  savedTime: DateTime,
  remainingMs: Type.Integer(),
});
export type AnswerSaved = Static<typeof AnswerSaved>;

export const ExamClock = Type.Object({
  recordId: Id,
  recordStatus: Type.Integer(),
  serverTime: DateTime,
  deadline: Type.String(),
  remainingMs: Type.Integer({ description: '剩余毫秒数；0 表示时间已到（服务器已自动交卷）' }),
});
export type ExamClock = Static<typeof ExamClock>;

/** One answer as judged: the learner's answer, points, state and the teacher's comment. */
export const AnswerResult = Type.Object({
  problemId: Id,
  answer: Type.Array(Type.String()),
  score: Points,
  maxScore: Type.Integer(),
  state: Type.Integer({ description: '0 未作答，1 正确，2 部分正确，3 错误，4 待批阅，5 已批阅' }),
  comment: Type.String({ description: '老师评语（主观题）' }),
});
export type AnswerResult = Static<typeof AnswerResult>;

export const ResultTitle = Type.Evaluate(Type.Intersect([PaperTitle, Type.Object({ gained: Points })]));
export type ResultTitle = Static<typeof ResultTitle>;

/** A submitted record with every problem, the right answers, analysis and the learner's results. */
export const ExamResult = Type.Object({
  record: ExamRecord,
  titles: Type.Array(ResultTitle),
  answers: Type.Array(AnswerResult),
  collectedIds: Type.Array(Id, { description: '本卷中我收藏了的试题编号' }),
});
export type ExamResult = Static<typeof ExamResult>;

export const RecordListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      examId: Type.Optional(Id),
      recordType: Type.Optional(
        Type.Integer({ minimum: 0, maximum: 2, description: '1 考试，2 练习；0 或不传为全部' }),
      ),
      recordStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, description: '0 或不传为全部' })),
    }),
  ]),
);
export type RecordListBody = Static<typeof RecordListBody>;

export const PaperTitleSummary = Type.Object({
  titleName: Type.String(),
  description: Type.String(),
  score: Type.Integer(),
  problemCount: Type.Integer(),
});
/** A published paper's detail page: the paper, its sections and, for a signed-in learner, their state. */
export const PaperDetail = Type.Object({
  paper: PaperInfo,
  titles: Type.Array(PaperTitleSummary),
  lecturerName: Type.String(),
  takerCount: Type.Integer({ description: '参加过考试的人数' }),
  isBuy: Flag,
  runningRecordId: Type.String({ description: '本试卷正在作答的记录；无则为空' }),
  lastRecord: Type.Optional(ExamRecord),
});
export type PaperDetail = Static<typeof PaperDetail>;

export const PaperRecommendBody = Type.Object({
  examId: Type.Optional(Id),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 6 })),
});
export const PaperSearchBody = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 50 }) })]),
);
export const ExerciseListBody = Type.Evaluate(Type.Intersect([PageQuery, Type.Object({ courseId: Id })]));

export const ProblemSignBody = Type.Object({
  examId: Id,
  problemId: Id,
});
export type ProblemSignBody = Static<typeof ProblemSignBody>;

/**
 * The Word export is a file download, not JSON: POST this body to `/apis` + EXAM_EXPORT_PATH (errors still
 * answer the JSON envelope). Answers and analysis are included for the paper's teacher, or a learner who
 * has submitted it.
 */
export const EXAM_EXPORT_PATH = '/exam/auth/user/exam/download/export';
export const PaperExportBody = Type.Object({
  examId: Id,
  withAnswers: Type.Optional(Flag),
});
export type PaperExportBody = Static<typeof PaperExportBody>;

/** A paper I bought or was given (/account/exams/myExamination). */
export const OwnedPaper = Type.Object({
  examId: Id,
  examName: Type.String({ description: '购买时的试卷名称' }),
  getTime: DateTime,
  isGranted: Flag,
  paper: Type.Optional(PaperInfo),
});
export type OwnedPaper = Static<typeof OwnedPaper>;

export const examTakingContracts = defineContracts({
  viewPaperInfo: {
    method: 'POST',
    url: '/exam/api/exam/info/view',
    summary: '试卷详情（公开）：基本信息、大题、出卷老师、参加人数',
    body: IdBody,
    response: PaperDetail,
  },
  viewPaperForUser: {
    method: 'POST',
    url: '/exam/auth/exam/view',
    summary: '试卷详情（登录）：另含是否已购买或免费、正在作答的记录、最近一次成绩',
    body: IdBody,
    response: PaperDetail,
  },
  searchPaperInfo: {
    method: 'POST',
    url: '/exam/api/exam/info/search/list',
    summary: '按试卷名称搜索已上架的试卷',
    body: PaperSearchBody,
    response: Page(PaperInfo),
  },
  recommendPaper: {
    method: 'POST',
    url: '/exam/api/exam/recommend/list',
    summary: '推荐试卷：同科目、参加人数多的已上架试卷（可排除当前试卷）',
    body: PaperRecommendBody,
    response: Type.Array(PaperInfo),
  },
  listExercise: {
    method: 'POST',
    url: '/exam/auth/exercise/listForPage',
    summary: '课程的练习（课程关联的已上架试卷）',
    body: ExerciseListBody,
    response: Page(PaperInfo),
  },
  checkExamRecord: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/check',
    summary:
      '开始考试：本试卷已有作答中的记录则继续它；另一份试卷正在作答时拒绝（409）；收费试卷须已购买或获赠。截止时间 = 开始时间 + 答题时间，到时服务器自动交卷',
    body: ExamStartBody,
    response: ExamSession,
  },
  continueExamRecord: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/continue',
    summary: '继续作答：恢复试卷、全部已保存的作答、所在位置和服务器剩余时间',
    body: RecordIdBody,
    response: ExamSession,
  },
  saveExamAnswer: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/answer/save',
    summary: '保存一题的作答（按题型检查格式）；交卷后或截止后拒绝（409）',
    body: AnswerSaveBody,
    response: AnswerSaved,
  },
  examOnline: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/examOnline',
    summary: '考试心跳：记录所在位置，返回服务器剩余时间（时间已到则已自动交卷）',
    body: ExamOnlineBody,
    response: ExamClock,
  },
  finishExam: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/examFinish',
    summary: '交卷：客观题立即评分，有主观题时等待老师批阅',
    body: RecordIdBody,
    response: ExamRecord,
  },
  listExamRecordOfPaper: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/list',
    summary: '我在一份试卷上的全部记录（examId）',
    body: ExamStartBody,
    response: Type.Array(ExamRecord),
  },
  viewExamAnswer: {
    method: 'POST',
    url: '/exam/auth/user/exam/answer/view',
    summary: '成绩与解析：交卷后的每道题、我的作答、正确答案、解析、得分和老师评语',
    body: RecordIdBody,
    response: ExamResult,
  },
  listMyExam: {
    method: 'POST',
    url: '/exam/auth/user/exam/list',
    summary: '我的考试记录（/account/exams/myExam）',
    body: RecordListBody,
    response: Page(ExamRecord),
  },
  listOwnedPaper: {
    method: 'POST',
    url: '/exam/auth/user/exam/paper/list',
    summary: '我购买或获赠的试卷（/account/exams/myExamination），新的在前；已下架的试卷不含 paper',
    body: PageQuery,
    response: Page(OwnedPaper),
  },
  signProblemVideo: {
    method: 'POST',
    url: '/exam/auth/exam/sign',
    summary: '试题讲解视频的播放授权：已交卷的记录、错题本或收藏中有这道题时可看',
    body: ProblemSignBody,
    response: Type.Object({
      videoId: Id,
      videoName: Type.String(),
      playUrl: Type.String(),
      playToken: Type.String(),
      expireTime: DateTime,
      duration: Type.Number(),
      width: Type.Integer(),
      height: Type.Integer(),
      coverUrl: Type.String(),
    }),
  },
});
