import { Type, type Static } from 'typebox';
import { addContracts } from './all-contracts.ts';
import { FlagOf, Id, IdBody, Page } from './common.ts';
import { LastStudy } from './course/study.ts';
import { PaperInfo } from './exam/paper.ts';
import { ExamRecord, ExerciseListBody } from './exam/taking.ts';
import { defineContracts } from './route.ts';
import { UserInfo } from './user.ts';

/**
 * The site's bundled reads (issue 36, decision 0089): a page is one document for every reader
 * (decision 0016), and after it a signed-in reader's browser makes at most two calls: the reader
 * (what the header and the account shell show) and the reader's state on this page. The spec's
 * separate calls stay for whoever uses them.
 */

/** The signed-in reader as the header and the account shell show them. */
export const Reader = Type.Object({
  user: UserInfo,
  unreadMessages: Type.Integer({ minimum: 0, description: '未读消息数（页头铃铛）' }),
  isGradeAdmin: Type.Boolean({ description: '管理着一个未结束的班级（个人中心的班级管理入口）' }),
});
export type Reader = Static<typeof Reader>;

/** Where the reader stands with one lesson of a course. */
export const CourseLessonState = Type.Object({
  id: Id,
  canWatch: FlagOf('我现在能观看（免费、已购买或获赠、班级开放、本课讲师），1 是，0 否'),
  progress: Type.Integer({ description: '观看进度 0–100' }),
  isLearned: FlagOf('已学完（看过 90% 及以上），1 是，0 否'),
  position: Type.Integer({ description: '续播位置（秒）' }),
});
export type CourseLessonState = Static<typeof CourseLessonState>;

/** The reader's state on a course page; the course and its outline are the page's own (public) data. */
export const CourseReaderState = Type.Object({
  courseId: Id,
  isPay: FlagOf('已购买或获赠，或所在班级开放这门课（1 是，0 否）'),
  isLecturer: FlagOf('我是这门课的讲师（1 是，0 否）'),
  isCollection: FlagOf('已收藏（1 是，0 否）'),
  lastStudy: Type.Union([LastStudy, Type.Null()], { description: '最近学习的课时，未学过为 null' }),
  learnedCount: Type.Integer({ description: '已学完的课时数' }),
  progress: Type.Integer({ description: '课程进度（已学完课时 / 课时，0–100）' }),
  lessons: Type.Array(CourseLessonState, { description: '每个课时我的状态，顺序同课程目录' }),
});
export type CourseReaderState = Static<typeof CourseReaderState>;

/** The reader's state on a paper's page. */
export const PaperReaderState = Type.Object({
  examId: Id,
  isBuy: FlagOf('可参加考试：免费、已购买或获赠（1 是，0 否）'),
  runningRecordId: Type.String({ description: '本试卷正在作答的记录；无则为空' }),
  lastRecord: Type.Optional(ExamRecord),
});
export type PaperReaderState = Static<typeof PaperReaderState>;

export const readerContracts = defineContracts({
  viewReader: {
    method: 'POST',
    url: '/user/auth/reader/view',
    summary: '当前读者（网站页头与个人中心一次取得）：用户信息、未读消息数、是否班级管理员',
    response: Reader,
  },
});

export const courseReaderContracts = defineContracts({
  viewCourseReader: {
    method: 'POST',
    url: '/course/auth/course/reader/view',
    summary:
      '课程页上我的状态：是否已购买（含获赠、班级开放）、是否讲师、收藏、最近学习、进度，以及每个课时能否观看和我的进度',
    body: IdBody,
    response: CourseReaderState,
  },
});

export const examReaderContracts = defineContracts({
  viewPaperReader: {
    method: 'POST',
    url: '/exam/auth/exam/reader/view',
    summary: '试卷页上我的状态：能否参加、正在作答的记录、最近一次成绩',
    body: IdBody,
    response: PaperReaderState,
  },
  listCourseExercise: {
    method: 'POST',
    url: '/exam/api/exercise/list',
    summary: '课程的练习（公开，课程页的文档读取；与登录的 listForPage 相同）',
    body: ExerciseListBody,
    response: Page(PaperInfo),
  },
});

/** This file's tables in `allContracts`. */
export const readerContractGroups = addContracts({
  reader: readerContracts,
  courseReader: courseReaderContracts,
  examReader: examReaderContracts,
});
type ReaderContractGroups = typeof readerContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends ReaderContractGroups {}
}
