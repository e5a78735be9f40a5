import type { BusinessRow } from '../../db/columns.ts';

/** The tables of classes; only this module's repo queries them (decision 0014). */

export interface GradeCategoryTable extends BusinessRow {
  category_name: string;
  sort: number;
}

/** A class; status_id 1 active, 0 disbanded. Times are epoch milliseconds. */
export interface GradeInfoTable extends BusinessRow {
  grade_name: string;
  category_id: number;
  grade_logo: string;
  introduce: string;
  owner_user_id: number;
  /** The organisation user (userType 3) whose class it is; 0 for a teacher's own. */
  org_user_id: number;
  begin_time: number;
  end_time: number;
  capacity: number;
  /** Members with status 1, the owner included. */
  student_count: number;
  /** GradeJoinType */
  join_type: number;
  invitation_code: string;
  is_public: number;
}

/** A member; status_id 1 in the class, 0 kicked out (returns only through audit), 2 quit. */
export interface GradeStudentTable extends BusinessRow {
  grade_id: number;
  user_id: number;
  /** GradeRole */
  role: number;
  remark: string;
}

export interface GradeApplyRecordTable extends BusinessRow {
  grade_id: number;
  user_id: number;
  remark: string;
  /** GradeApplyStatus */
  audit_status: number;
  audit_opinion: string;
}

export interface GradeCourseTable extends BusinessRow {
  grade_id: number;
  course_id: number;
  sort: number;
}

/** A lesson a member studied from a class. */
export interface GradeStudyTable extends BusinessRow {
  grade_id: number;
  user_id: number;
  course_id: number;
  period_id: number;
}

/** A class exam; status_id 0 deleted (or cancelled with its class). Times are epoch milliseconds. */
export interface GradeExamTable extends BusinessRow {
  grade_id: number;
  paper_id: number;
  exam_name: string;
  begin_time: number;
  end_time: number;
  answer_minutes: number;
  /** GradeExamScope */
  student_scope: number;
  /** GradeExamScoreShow */
  score_show: number;
  is_rank: number;
  total_score: number;
  pass_score: number;
  /** The make-up window; 0 none. */
  compensate_begin_time: number;
  compensate_end_time: number;
  /** 1: failed students may take the make-up too, not only missed ones. */
  compensate_failed: number;
}

/** A student's place in a class exam; the drawn paper (version, seed) is fixed at begin. */
export interface GradeExamRelationTable extends BusinessRow {
  grade_exam_id: number;
  grade_id: number;
  user_id: number;
  paper_id: number;
  /** GradeExamRelationStatus (5 missed is also read from a window that closed on 1) */
  relation_status: number;
  version: number;
  seed: string;
  start_time: number;
  /** min(start + answer time, the window's end), kept by the server. */
  deadline: number;
  submit_time: number;
  submit_way: number;
  position: number;
  /** Objective points (the system's), in tenths. */
  sys_tenths: number;
  /** Essay points (the teacher's), in tenths. */
  teacher_tenths: number;
  awaiting_count: number;
  /** Begins so far: 1 the exam, 2 with the make-up. */
  attempts: number;
  /** The student hid the reminder. */
  is_ignore: number;
}

/** One answer of a relation, as given; scored on submit (system) and by marking (teacher). */
export interface GradeExamAnswerTable extends BusinessRow {
  relation_id: number;
  problem_id: number;
  /** JSON array of strings */
  answer: string;
  /** AnswerState */
  state: number;
  sys_tenths: number;
  teacher_tenths: number;
  comment: string;
}

export interface GradeTables {
  grade_category: GradeCategoryTable;
  grade_info: GradeInfoTable;
  grade_student: GradeStudentTable;
  grade_apply_record: GradeApplyRecordTable;
  grade_course: GradeCourseTable;
  grade_study: GradeStudyTable;
  grade_exam: GradeExamTable;
  grade_exam_relation: GradeExamRelationTable;
  grade_exam_answer: GradeExamAnswerTable;
}

// The tables join the school's Database here, where they are declared (db/schema.test.ts checks both).
declare module '../../db/schema.ts' {
  interface Database extends GradeTables {}
}
