import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, IdBody, Page, PageQuery, SafeUrl, Text } from './common.ts';
import { defineContracts } from './route.ts';

/** The data service: feedback, learners' study progress of course lessons, and their notes. */

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

/**
 * Study progress (decision 0022). The player reports every `reportSeconds` the stretch it played since
 * the last report (`watchFrom`–`watchTo`, seconds of the video) and where it stands; the server merges
 * the stretches, so seeking back and watching again does not count twice. A lesson is learned once the
 * unique watched time reaches `learnedPercent` of the video; course progress = learned lessons / lessons.
 */
export const StudyRules = {
  reportSeconds: 15,
  /** One report covers at most this much video (a longer one is refused as not watched). */
  maxReportSpanSeconds: 120,
  learnedPercent: 90,
  /** Longest lesson the reports accept positions for (24 h). */
  maxVideoSeconds: 86400,
} as const;

const VideoSecond = Type.Integer({ minimum: 0, maximum: StudyRules.maxVideoSeconds, description: '视频中的秒数' });

export const PeriodLogSave = Type.Object({
  periodId: Id,
  watchFrom: VideoSecond,
  watchTo: VideoSecond,
  position: VideoSecond,
});
export type PeriodLogSave = Static<typeof PeriodLogSave>;

export const PeriodProgress = Type.Object({
  courseId: Id,
  periodId: Id,
  videoLength: Type.Integer({ description: '视频时长（秒）' }),
  watchedSeconds: Type.Integer({ description: '去重后的观看时长（秒）' }),
  progress: Type.Integer({ description: '0–100' }),
  isLearned: Flag,
  lastPosition: Type.Integer({ description: '续播位置（秒）' }),
  gmtModified: DateTime,
});
export type PeriodProgress = Static<typeof PeriodProgress>;

export const CourseProgress = Type.Object({
  courseId: Id,
  courseName: Type.String(),
  courseLogo: Type.String(),
  periodCount: Type.Integer(),
  learnedCount: Type.Integer(),
  progress: Type.Integer({ description: '课程进度 0–100 = 已学完课时 / 课时数' }),
  lastPeriodId: Id,
  lastPeriodName: Type.String(),
  lastStudyTime: DateTime,
});
export type CourseProgress = Static<typeof CourseProgress>;

export const PeriodStudyRecord = Type.Evaluate(
  Type.Intersect([PeriodProgress, Type.Object({ courseName: Type.String(), periodName: Type.String() })]),
);
export type PeriodStudyRecord = Static<typeof PeriodStudyRecord>;
export const PeriodStudyListBody = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ courseId: Type.Optional(Id) })]),
);
export type PeriodStudyListBody = Static<typeof PeriodStudyListBody>;

/** Notes taken beside the player at a moment of the lesson; plain text. */
export const NOTE_MAX = 1000;
export const Note = Type.Object({
  id: Id,
  courseId: Id,
  courseName: Type.String(),
  periodId: Id,
  periodName: Type.String(),
  notesTime: Type.Integer({ description: '笔记对应的视频位置（秒），点击可跳回' }),
  content: Type.String(),
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
  notesTime: VideoSecond,
  content: Type.String({ minLength: 1, maxLength: NOTE_MAX, description: `笔记内容（纯文本，1–${NOTE_MAX} 字）` }),
});
export type NoteSave = Static<typeof NoteSave>;

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
  savePeriodLog: {
    method: 'POST',
    url: '/data/api/course/user/period/log/save',
    summary: '上报课时观看进度（播放器每 15 秒一次；需登录）',
    access: 'user',
    body: PeriodLogSave,
    response: PeriodProgress,
  },
  listCoursePeriodProgress: {
    method: 'POST',
    url: '/data/auth/course/user/period/progress/course/list',
    summary: '某课程各课时的我的学习进度',
    body: Type.Object({ courseId: Id }),
    response: Type.Array(PeriodProgress),
  },
  listCourseProgress: {
    method: 'POST',
    url: '/data/auth/course/user/progress/list',
    summary: '学习记录：我学过的课程及进度（最近学习在前）',
    body: PageQuery,
    response: Page(CourseProgress),
  },
  listPeriodProgress: {
    method: 'POST',
    url: '/data/auth/course/user/period/progress/list',
    summary: '学习记录：我学过的课时（最近学习在前，可按课程筛选）',
    body: PeriodStudyListBody,
    response: Page(PeriodStudyRecord),
  },
  pageNote: {
    method: 'POST',
    url: '/data/auth/course/user/notes/page',
    summary: '我的笔记（可按课程、课时筛选；课时内按视频位置排序）',
    body: NotePageBody,
    response: Page(Note),
  },
  viewNote: {
    method: 'POST',
    url: '/data/auth/course/user/notes/view',
    summary: '笔记详情（只能看自己的）',
    body: IdBody,
    response: Note,
  },
  saveNote: {
    method: 'POST',
    url: '/data/auth/course/user/notes/save',
    summary: '新增笔记，带 id 为修改（须能观看该课时）',
    body: NoteSave,
    response: Note,
  },
  deleteNote: {
    method: 'DELETE',
    url: '/data/auth/course/user/notes/delete',
    summary: '删除笔记（?id=，只能删自己的）',
    querystring: IdBody,
    response: Empty,
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
