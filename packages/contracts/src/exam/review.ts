import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, IdBody, Page, PageQuery } from '../common.ts';
import { defineContracts } from '../route.ts';
import { PaperProblem } from './paper.ts';
import { ExamLimits } from './problem.ts';
import {
  AnswerResult,
  AnswerSaveBody,
  ERROR_RETIRE_DAYS,
  ExamRecord,
  ExamResult,
  ExamSession,
  ExamStartBody,
  ExamTakingLimits,
  PROBLEM_COLLECTION_TYPE,
  ProblemAnswer,
  RecordIdBody,
  ResultTitle,
  SavedAnswer,
} from './taking.ts';

/** After an exam: the teacher's marking, the learner's error notebook, collected problems and practice. */

// marking

export const MarkListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      examId: Type.Optional(Id),
      recordStatus: Type.Optional(
        Type.Integer({ minimum: 0, maximum: 3, description: '2 待批阅（默认），3 已评分，0 全部已交卷' }),
      ),
    }),
  ]),
);
export type MarkListBody = Static<typeof MarkListBody>;
export const MarkRecord = Type.Evaluate(
  Type.Intersect([ExamRecord, Type.Object({ userId: Id, learnerName: Type.String() })]),
);
export type MarkRecord = Static<typeof MarkRecord>;
export const MarkView = Type.Object({
  record: MarkRecord,
  titles: Type.Array(ResultTitle),
  answers: Type.Array(AnswerResult),
});
export type MarkView = Static<typeof MarkView>;
export const MarkSaveBody = Type.Object({
  recordId: Id,
  problemId: Id,
  score: Type.Number({ minimum: 0, maximum: 1000, description: '得分，不超过本题分值，可有一位小数' }),
  comment: Type.Optional(Type.String({ maxLength: ExamTakingLimits.commentMax, default: '' })),
});
export type MarkSaveBody = Static<typeof MarkSaveBody>;

// error notebook

export const ErrorKind = Type.Object({
  problemKind: Type.String(),
  problemKindName: Type.String(),
  count: Type.Integer(),
  dueCount: Type.Integer({ description: '今天到期要复习的题数' }),
});
export type ErrorKind = Static<typeof ErrorKind>;
export const ErrorProblemListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      problemKind: Type.Optional(Type.String({ maxLength: 50 })),
      dueOnly: Type.Optional(Flag),
    }),
  ]),
);
export type ErrorProblemListBody = Static<typeof ErrorProblemListBody>;
export const ErrorProblemItem = Type.Object({
  id: Id,
  problemId: Id,
  examId: Id,
  examName: Type.String(),
  problemType: Type.Integer(),
  problemTypeName: Type.String(),
  problemKind: Type.String(),
  problemKindName: Type.String(),
  summary: Type.String(),
  wrongCount: Type.Integer(),
  correctDays: Type.Integer({ description: `已在不同的几天做对（做对 ${ERROR_RETIRE_DAYS} 天后移出错题本）` }),
  dueDate: Type.String({ description: '下次复习日期 yyyy-MM-dd' }),
  isDue: Flag,
  lastWrongTime: DateTime,
});
export type ErrorProblemItem = Static<typeof ErrorProblemItem>;
export const ErrorProblemView = Type.Object({
  item: ErrorProblemItem,
  problem: PaperProblem,
  lastAnswers: Type.Array(SavedAnswer, { description: '上次答错时的作答' }),
});
export type ErrorProblemView = Static<typeof ErrorProblemView>;
export const ErrorAnswerSaveBody = Type.Object({
  id: Id,
  answers: Type.Array(Type.Object({ problemId: Id, answer: ProblemAnswer }), {
    minItems: 1,
    maxItems: ExamLimits.childrenMax,
    description: '本题（材料题、听力题为各小题）的作答',
  }),
});
export type ErrorAnswerSaveBody = Static<typeof ErrorAnswerSaveBody>;
export const ErrorAnswerResult = Type.Object({
  isRight: Flag,
  retired: Flag,
  item: ErrorProblemItem,
  problem: PaperProblem,
  answers: Type.Array(AnswerResult),
});
export type ErrorAnswerResult = Static<typeof ErrorAnswerResult>;

// collection

export const ProblemCollectBody = Type.Object({
  collectionId: Id,
  collectionType: Type.Literal(PROBLEM_COLLECTION_TYPE, { description: '4 试题' }),
  examId: Id,
});
export type ProblemCollectBody = Static<typeof ProblemCollectBody>;
export const ProblemCollectDeleteBody = Type.Object({
  collectionId: Id,
  collectionType: Type.Literal(PROBLEM_COLLECTION_TYPE),
});
export const CollectedProblem = Type.Object({
  id: Id,
  problemId: Id,
  examId: Id,
  examName: Type.String(),
  problemTypeName: Type.String(),
  summary: Type.String(),
  problem: PaperProblem,
  gmtCreate: DateTime,
});
export type CollectedProblem = Static<typeof CollectedProblem>;

// practice

export const PracticeAnswerDeleteQuery = Type.Object({ recordId: Id, problemId: Id });
export const PracticeFeedback = Type.Object({
  result: AnswerResult,
  problem: PaperProblem,
  children: Type.Array(AnswerResult),
});
export type PracticeFeedback = Static<typeof PracticeFeedback>;

export const examReviewContracts = defineContracts({
  listMarkRecord: {
    method: 'POST',
    url: '/exam/auth/exam/mark/page',
    summary: '批阅：我的试卷上已交卷的记录（默认只看待批阅）',
    body: MarkListBody,
    response: Page(MarkRecord),
  },
  viewMarkRecord: {
    method: 'POST',
    url: '/exam/auth/exam/mark/view',
    summary: '批阅：一份记录的全部题目、学员作答、参考答案和已给的分数',
    body: RecordIdBody,
    response: MarkView,
  },
  saveMark: {
    method: 'POST',
    url: '/exam/auth/exam/mark/save',
    summary: '给一道主观题评分并写评语（可修改，完成批阅前有效）',
    body: MarkSaveBody,
    response: AnswerResult,
  },
  completeMark: {
    method: 'POST',
    url: '/exam/auth/exam/mark/audit/complete',
    summary: '完成批阅：主观题都已评分时计算总分，并给学员发消息',
    body: RecordIdBody,
    response: MarkRecord,
  },

  listErrorKind: {
    method: 'GET',
    url: '/exam/auth/user/error/problem/category/list',
    summary: '错题本分类：按题目分类的错题数和今天到期要复习的题数',
    response: Type.Array(ErrorKind),
  },
  pageErrorProblem: {
    method: 'POST',
    url: '/exam/auth/user/error/problem/page',
    summary: '错题列表（可按分类；dueOnly=1 为今天的复习队列，按到期先后）',
    body: ErrorProblemListBody,
    response: Page(ErrorProblemItem),
  },
  viewErrorProblem: {
    method: 'POST',
    url: '/exam/auth/user/error/problem/view',
    summary: '错题详情（不含答案，重新作答后返回答案和解析）',
    body: IdBody,
    response: ErrorProblemView,
  },
  saveErrorAnswer: {
    method: 'POST',
    url: '/exam/auth/user/error/problem/answer/save',
    summary: `重做错题：立即判分并按间隔重复安排下次复习；在 ${ERROR_RETIRE_DAYS} 个不同的日子做对后移出错题本`,
    body: ErrorAnswerSaveBody,
    response: ErrorAnswerResult,
  },
  deleteErrorProblem: {
    method: 'DELETE',
    url: '/exam/auth/user/error/problem/delete/:id',
    summary: '从错题本删除一题',
    params: IdBody,
    response: Empty,
  },
  deleteAllErrorProblem: {
    method: 'DELETE',
    url: '/exam/auth/user/error/problem/delete/all',
    summary: '清空错题本',
    response: Empty,
  },

  collectProblem: {
    method: 'POST',
    url: '/exam/auth/exam/problem/collection/collect',
    summary: '收藏试题（collectionType 4，collectionId 为试题编号，examId 为所在试卷）',
    body: ProblemCollectBody,
    response: Empty,
  },
  deleteProblemCollection: {
    method: 'POST',
    url: '/exam/auth/exam/problem/collection/delete',
    summary: '取消收藏试题',
    body: ProblemCollectDeleteBody,
    response: Empty,
  },
  listProblemCollection: {
    method: 'POST',
    url: '/exam/auth/exam/problem/collection/list',
    summary: '我收藏的试题（含答案和解析）',
    body: PageQuery,
    response: Page(CollectedProblem),
  },

  signPractice: {
    method: 'POST',
    url: '/exam/auth/practice/sign',
    summary: '开始或继续练习一份试卷（不限时，每题作答后立即判分）',
    body: ExamStartBody,
    response: ExamSession,
  },
  savePracticeAnswer: {
    method: 'POST',
    url: '/exam/auth/practice/save',
    summary: '保存一题练习作答，立即返回判分、正确答案和解析（答错的题进入错题本）',
    body: AnswerSaveBody,
    response: PracticeFeedback,
  },
  viewPractice: {
    method: 'POST',
    url: '/exam/auth/practice/view',
    summary: '练习记录：已答的题及其判分（未答的题不含答案）',
    body: RecordIdBody,
    response: ExamResult,
  },
  deletePractice: {
    method: 'POST',
    url: '/exam/auth/practice/delete',
    summary: '删除练习记录（重新练习）',
    body: RecordIdBody,
    response: Empty,
  },
  deletePracticeAnswer: {
    method: 'DELETE',
    url: '/exam/auth/practice/user/answer/delete',
    summary: '清除练习中一题的作答（查询参数 recordId、problemId），可重新作答',
    querystring: PracticeAnswerDeleteQuery,
    response: Empty,
  },
});
