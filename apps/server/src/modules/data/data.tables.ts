import type { BusinessRow, CreatedRow } from '../../db/columns.ts';

/** Learners' feedback and the operator's replies; study records and notes (migration 0012). */
export interface FeedbackTable extends CreatedRow {
  user_id: number;
  content: string;
  contact: string;
  /** JSON list of picture addresses */
  images: string;
  reply: string;
  reply_status: number;
  reply_time: number | null;
}

/** The columns of a study row: one learner's progress in one course, kept up to date (no status). */
interface LearnerCourseRow extends CreatedRow {
  gmt_modified: number;
  user_id: number;
  course_id: number;
}

/** One learner's study of one lesson: watched spans (JSON [[startMs, endMs], …], merged), resume point. */
export interface StudyPeriodTable extends LearnerCourseRow {
  chapter_id: number;
  period_id: number;
  watched_spans: string;
  watched_ms: number;
  position_ms: number;
  duration_ms: number;
  is_learned: number;
}

/** One learner's study of one course: learned lessons, watched time, last lesson. */
export interface StudyCourseTable extends LearnerCourseRow {
  learned_count: number;
  watched_ms: number;
  last_period_id: number;
}

/** Watched time per learner, course and day (yyyymmdd in Asia/Shanghai). */
export interface StudyDayTable {
  id: number;
  site_id: number;
  user_id: number;
  course_id: number;
  study_day: number;
  watched_ms: number;
}

export interface CourseNoteTable extends BusinessRow {
  user_id: number;
  course_id: number;
  period_id: number;
  /** seconds */
  position: number;
  content: string;
}

export interface DataTables {
  feedback: FeedbackTable;
  study_period: StudyPeriodTable;
  study_course: StudyCourseTable;
  study_day: StudyDayTable;
  course_note: CourseNoteTable;
}
