import type { BusinessRow, CreatedRow } from '../../db/columns.ts';

/** Learners' feedback and the operator's replies. */
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

/** A learner's progress in one lesson (decision 0022). */
export interface StudyPeriodTable extends CreatedRow {
  gmt_modified: number;
  user_id: number;
  course_id: number;
  period_id: number;
  /** Seconds, the video's length when last reported */
  video_length: number;
  /** JSON list of merged [from, to] second ranges watched */
  watched_ranges: string;
  watched_seconds: number;
  last_position: number;
  is_learned: number;
  /** When it was first learned; 0 not yet */
  learned_time: number;
}

/** A learner's place in one course: the last lesson studied and how many are learned. */
export interface StudyCourseTable extends CreatedRow {
  gmt_modified: number;
  user_id: number;
  course_id: number;
  last_period_id: number;
  learned_count: number;
}

/** Seconds of video played per learner, lesson and day (yyyymmdd, Asia/Shanghai). */
export interface StudyDayTable extends CreatedRow {
  user_id: number;
  course_id: number;
  period_id: number;
  study_day: number;
  seconds: number;
}

/** A note taken at a moment of a lesson; plain text. */
export interface UserNoteTable extends BusinessRow {
  user_id: number;
  course_id: number;
  period_id: number;
  /** Seconds into the video */
  notes_time: number;
  content: string;
}

export interface DataTables {
  feedback: FeedbackTable;
  study_period: StudyPeriodTable;
  study_course: StudyCourseTable;
  study_day: StudyDayTable;
  user_note: UserNoteTable;
}
