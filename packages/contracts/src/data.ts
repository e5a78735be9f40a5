import { addContracts } from './all-contracts.ts';
import { Type, type Static } from 'typebox';
import { DateTime, Empty, Id, Page, PageQuery, PictureUrl, Text } from './common.ts';
import { defineContracts } from './route.ts';

/** The data service: feedback, study progress of video lessons, notes taken beside the player. */

/**
 * The progress rule (decision 0022). The player reports every `reportSeconds` while playing (and on pause
 * and leaving). Each report adds the span it watched, [currentSeconds − watchedSeconds, currentSeconds],
 * to the lesson's watched spans; their union, not the last position, is the watched time, so seeking
 * ahead does not count. A report may claim at most `reportSeconds × maxClaimFactor` seconds. A lesson is
 * learned when the union covers `learnedShare` of the video's duration (the server's duration, not the
 * player's); course progress = learned lessons / lessons.
 */
export const StudyRules = {
  reportSeconds: 10,
  maxClaimFactor: 3,
  learnedShare: 0.9,
  /** Note text. */
  noteMax: 2000,
  /** Days a teacher's daily study chart covers at most. */
  chartDaysMax: 90,
} as const;

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
  images: Type.Array(PictureUrl(1), { maxItems: 4 }),
});
export type FeedbackSave = Static<typeof FeedbackSave>;
export const AdminFeedback = Type.Object({
  ...Feedback.properties,
  userId: Id,
  nickname: Type.String(),
  mobile: Type.String(),
});
export type AdminFeedback = Static<typeof AdminFeedback>;

const FlagOf = (description: string) => Type.Union([Type.Literal(0), Type.Literal(1)], { description });
const Percent = Type.Integer({ minimum: 0, maximum: 100, description: '进度百分比 0–100' });
const Seconds = (description: string) => Type.Number({ minimum: 0, maximum: 86400, description });

export const StudyLogSave = Type.Object({
  periodId: Id,
  currentSeconds: Seconds('当前播放位置（秒）'),
  watchedSeconds: Seconds(`自上次上报以来实际播放的秒数（每 ${StudyRules.reportSeconds} 秒上报一次）`),
  durationSeconds: Type.Optional(Seconds('播放器读到的视频时长（秒，仅供参考，以服务器为准）')),
});
export type StudyLogSave = Static<typeof StudyLogSave>;

/** One lesson's progress for the signed-in learner. */
export const PeriodProgress = Type.Object({
  courseId: Id,
  chapterId: Id,
  periodId: Id,
  periodName: Type.String(),
  progress: Percent,
  isLearned: FlagOf('已学完（看过 90% 及以上），1 是，0 否'),
  position: Type.Integer({ description: '续播位置（秒）' }),
  watchedSeconds: Type.Integer({ description: '去重后的观看秒数' }),
  durationSeconds: Type.Integer({ description: '视频时长（秒）' }),
  gmtModified: DateTime,
});
export type PeriodProgress = Static<typeof PeriodProgress>;

export const StudyLogResult = Type.Object({
  ...PeriodProgress.properties,
  courseProgress: Percent,
  learnedCount: Type.Integer(),
  periodCount: Type.Integer(),
});
export type StudyLogResult = Static<typeof StudyLogResult>;

/** A course I have studied (`/account/study`). */
export const CourseProgress = Type.Object({
  courseId: Id,
  courseName: Type.String(),
  courseLogo: Type.String(),
  periodCount: Type.Integer(),
  learnedCount: Type.Integer(),
  progress: Percent,
  studySeconds: Type.Integer({ description: '累计观看秒数（去重）' }),
  lastPeriodId: Id,
  lastPeriodName: Type.String(),
  lastPosition: Type.Integer({ description: '最近学习课时的续播位置（秒）' }),
  lastStudyTime: DateTime,
});
export type CourseProgress = Static<typeof CourseProgress>;

export const PeriodProgressListBody = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ courseId: Type.Optional(Id) })]),
);

export const Note = Type.Object({
  id: Id,
  courseId: Id,
  periodId: Id,
  courseName: Type.String(),
  periodName: Type.String(),
  position: Type.Integer({ description: '记笔记时的播放位置（秒），点击跳回' }),
  content: Type.String({ description: '纯文本' }),
  gmtCreate: DateTime,
  gmtModified: DateTime,
});
export type Note = Static<typeof Note>;
export const NotePageBody = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ courseId: Type.Optional(Id), periodId: Type.Optional(Id) })]),
);
export type NotePageBody = Static<typeof NotePageBody>;
export const NoteSave = Type.Object({
  id: Type.Optional(Id),
  periodId: Id,
  position: Type.Integer({ minimum: 0, maximum: 86400, description: '播放位置（秒）' }),
  content: Text(StudyRules.noteMax, 1),
});
export type NoteSave = Static<typeof NoteSave>;

/** A teacher's course with its learners' progress (`/account/vod/progress`). */
export const LecturerCourseProgress = Type.Object({
  courseId: Id,
  courseName: Type.String(),
  courseLogo: Type.String(),
  periodCount: Type.Integer(),
  learnerCount: Type.Integer({ description: '学过的学员数' }),
  finishedCount: Type.Integer({ description: '学完全部课时的学员数' }),
  averageProgress: Percent,
  studySeconds: Type.Integer({ description: '全部学员累计观看秒数' }),
});
export type LecturerCourseProgress = Static<typeof LecturerCourseProgress>;
export const LearnerProgress = Type.Object({
  userId: Id,
  nickname: Type.String(),
  mobile: Type.String({ description: '脱敏手机号' }),
  periodCount: Type.Integer(),
  learnedCount: Type.Integer(),
  progress: Percent,
  studySeconds: Type.Integer(),
  lastStudyTime: DateTime,
});
export type LearnerProgress = Static<typeof LearnerProgress>;
export const DailyStudy = Type.Object({
  date: Type.String({ description: 'yyyy-MM-dd（Asia/Shanghai）' }),
  studySeconds: Type.Integer(),
  learnerCount: Type.Integer(),
});
export type DailyStudy = Static<typeof DailyStudy>;
export const DailyStudyBody = Type.Object({
  courseId: Id,
  days: Type.Optional(
    Type.Integer({ minimum: 1, maximum: StudyRules.chartDaysMax, default: 30, description: '最近多少天（含今天）' }),
  ),
});

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

/** Study progress and notes (learners), and learners' progress on a teacher's courses. */
export const studyContracts = defineContracts({
  saveStudyLog: {
    method: 'POST',
    url: '/data/api/course/user/period/log/save',
    access: 'user',
    summary: `上报观看进度（须登录；播放时每 ${StudyRules.reportSeconds} 秒一次，暂停和离开时各一次）；看过 90% 即学完`,
    body: StudyLogSave,
    response: StudyLogResult,
  },
  listCoursePeriodProgress: {
    method: 'POST',
    url: '/data/auth/course/user/period/progress/course/list',
    summary: '一门课程中我各课时的进度（播放页目录用）',
    body: Type.Object({ courseId: Id }),
    response: Type.Array(PeriodProgress),
  },
  listCourseProgress: {
    method: 'POST',
    url: '/data/auth/course/user/progress/list',
    summary: '我学过的课程及进度（学习记录，最近学的在前）',
    body: PageQuery,
    response: Page(CourseProgress),
  },
  listPeriodProgress: {
    method: 'POST',
    url: '/data/auth/course/user/period/progress/list',
    summary: '我最近学过的课时（可按课程筛选，最近的在前）',
    body: PeriodProgressListBody,
    response: Page(PeriodProgress),
  },
  pageNotes: {
    method: 'POST',
    url: '/data/auth/course/user/notes/page',
    summary: '我的笔记（可按课程、课时筛选，新的在前）',
    body: NotePageBody,
    response: Page(Note),
  },
  viewNote: {
    method: 'POST',
    url: '/data/auth/course/user/notes/view',
    summary: '笔记详情',
    body: Type.Object({ id: Id }),
    response: Note,
  },
  saveNote: {
    method: 'POST',
    url: '/data/auth/course/user/notes/save',
    summary: '记笔记（带 id 为修改自己的笔记）；须能观看该课时',
    body: NoteSave,
    response: Note,
  },
  deleteNote: {
    method: 'DELETE',
    url: '/data/auth/course/user/notes/delete',
    summary: '删除我的笔记（DELETE，查询参数 id）',
    querystring: Type.Object({ id: Id }),
    response: Empty,
  },
  listLecturerCourseProgress: {
    method: 'POST',
    url: '/data/auth/lecturer/course/progress/list',
    summary: '讲师：我各门已发布课程的学员学习概况（本项目新增）',
    body: PageQuery,
    response: Page(LecturerCourseProgress),
  },
  pageLecturerLearnerProgress: {
    method: 'POST',
    url: '/data/auth/lecturer/course/learner/page',
    summary: '讲师：我的一门课程中每位学员的进度（本项目新增）',
    body: Type.Evaluate(Type.Intersect([PageQuery, Type.Object({ courseId: Id })])),
    response: Page(LearnerProgress),
  },
  listLecturerDailyStudy: {
    method: 'POST',
    url: '/data/auth/lecturer/course/daily/list',
    summary: '讲师：我的一门课程每天的观看秒数和学员数（图表用，本项目新增）',
    body: DailyStudyBody,
    response: Type.Array(DailyStudy),
  },
});

/** This file's tables in `allContracts`. */
export const dataContractGroups = addContracts({ data: dataContracts, study: studyContracts });
type DataContractGroups = typeof dataContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends DataContractGroups {}
}
