import type { BusinessRow, CreatedRow } from '../../db/columns.ts';

/**
 * Tables of the question bank (migration 0013-exam, decision 0024): the teachers' problems, paper
 * drafts with their sections (`*_audit`), published papers kept by version with a copy of every problem
 * they use, and the links from courses to papers.
 */

/** What a problem is: shared by the bank (`exam_problem`) and a published paper's copy (`exam_paper_problem`). */
export interface ProblemColumns {
  /** The material or listening problem this is a child of; 0 for a problem of its own. */
  parent_id: number;
  /** Order among the children of one parent. */
  sort: number;
  /** GLOSSARY problemType 1–8 */
  problem_type: number;
  /** Value of the `problemKind` dictionary */
  problem_kind: string;
  /** Value of the `examSubject` dictionary */
  subject: string;
  /** 0 when not given */
  year: number;
  /** 1 easy – 5 hard */
  difficulty: number;
  /** Sanitised HTML */
  content: string;
  /** The content as plain text, for searching and summaries */
  content_text: string;
  /** JSON `[{key, content}]` (single and multiple choice) */
  options: string;
  /** JSON string[]: option keys, or `T`/`F` for true/false */
  answer: string;
  /** JSON string[][]: accepted alternatives per blank */
  blanks: string;
  /** Essay: sanitised HTML; dictation: the spoken text */
  reference_answer: string;
  /** Sanitised HTML */
  analysis: string;
  /** Whole points; a material or listening problem holds the sum of its children's */
  score: number;
  /** `,label,label,` so one label matches with LIKE '%,label,%' */
  labels: string;
  audio_url: string;
  /** Plays allowed, 0 unlimited */
  play_limit: number;
  /** Explanation video (vod_video id of the author's), 0 none */
  video_id: number;
}

export interface ExamProblemTable extends BusinessRow, ProblemColumns {
  /** The teacher who owns it */
  user_id: number;
}

/** What a paper is: shared by the draft and the published paper. */
export interface PaperColumns {
  user_id: number;
  exam_name: string;
  subject: string;
  year: number;
  /** Sanitised HTML */
  description: string;
  cover_url: string;
  answer_minutes: number;
  pass_score: number;
  /** Sum of the sections' scores */
  total_score: number;
  /** Problems a learner answers (random sections by their drawn count) */
  problem_count: number;
  title_count: number;
  is_free: number;
  /** fen */
  price: number;
  /** fen; 0 free for VIP members */
  vip_price: number;
  /** 1: a multiple-choice answer that is a correct subset earns half marks */
  multiple_half_score: number;
}

export interface ExamPaperAuditTable extends BusinessRow, PaperColumns {
  /** 0 waiting, 1 approved, 2 rejected, 3 editing (contracts PaperAuditStatus) */
  audit_status: number;
  audit_opinion: string;
}

/** What a section of a paper says, in its draft and in each published version. */
export interface TitleColumns {
  title_name: string;
  description: string;
  /** 1 picked, 2 random */
  title_type: number;
  /** JSON RandomRule[] of a random section; '[]' otherwise */
  rules: string;
  score: number;
  sort: number;
}

/** A section of a paper draft: picked problems (`exam_title_problem_audit`) or random rules. */
export interface ExamTitleAuditTable extends CreatedRow, TitleColumns {
  paper_id: number;
}

export interface ExamTitleProblemAuditTable extends CreatedRow {
  paper_id: number;
  title_id: number;
  problem_id: number;
  score: number;
  sort: number;
}

/** A published paper (same id as its draft); `version` counts approvals. */
export interface ExamPaperTable extends BusinessRow, PaperColumns {
  version: number;
  is_put_away: number;
  gmt_publish: number;
}

/** Sections of each published version; rows of older versions stay, so records of them can be rebuilt. */
export interface ExamTitleTable extends CreatedRow, TitleColumns {
  paper_id: number;
  version: number;
}

export interface ExamTitleProblemTable extends CreatedRow {
  paper_id: number;
  version: number;
  title_id: number;
  problem_id: number;
  score: number;
  sort: number;
}

/**
 * The copy of a bank problem that a published version uses (picked, a child of one, or a candidate of a
 * random rule), taken at approval; `problem_id` and `parent_id` are the bank's ids.
 */
export interface ExamPaperProblemTable extends CreatedRow, ProblemColumns {
  paper_id: number;
  version: number;
  problem_id: number;
}

/** A published paper attached to a teacher's course (or one lesson of it) as its exercise. */
export interface ExamCourseRefTable extends BusinessRow {
  user_id: number;
  course_id: number;
  /** 0 for the whole course */
  period_id: number;
  exam_id: number;
  sort: number;
}

/**
 * A learner's sitting of a published version (migration 0017, decision 0033). Scores are kept in tenths
 * of a point: half marks and dictation credit are not whole.
 */
export interface ExamRecordTable extends BusinessRow {
  user_id: number;
  paper_id: number;
  /** The paper's teacher, who marks it */
  lecturer_user_id: number;
  version: number;
  /** Draws the random sections (with `version`, rebuilds the learner's paper) */
  seed: string;
  exam_name: string;
  /** 1 exam, 2 practice (contracts ExamRecordType) */
  record_type: number;
  /** 1 answering, 2 awaiting marking, 3 scored (contracts ExamRecordStatus) */
  record_status: number;
  /** 0 not submitted, 1 by the learner, 2 by the deadline job */
  submit_way: number;
  start_time: number;
  /** start + answer time; 0 for practice */
  deadline: number;
  submit_time: number;
  answer_minutes: number;
  /** Index of the problem the learner was at */
  position: number;
  total_score: number;
  pass_score: number;
  problem_count: number;
  objective_tenths: number;
  subjective_tenths: number;
  /** Essays still to be marked */
  awaiting_count: number;
  answered_count: number;
}

/** One answer of a record, saved as given; judged at submission (practice: at once). */
export interface ExamRecordAnswerTable extends CreatedRow {
  gmt_modified: number;
  record_id: number;
  /** The bank id of the problem (a child for material and listening) */
  problem_id: number;
  /** JSON string[] */
  answer: string;
  /** contracts AnswerState */
  state: number;
  score_tenths: number;
  /** The teacher's comment on an essay */
  comment: string;
}

/** A problem the learner got wrong, with its spaced-repetition schedule (SM-2). */
export interface ExamErrorProblemTable extends BusinessRow {
  user_id: number;
  /** Top-level bank id (a material or listening problem as a whole) */
  problem_id: number;
  /** Where its copy lives: the paper and version it was answered in */
  paper_id: number;
  version: number;
  exam_name: string;
  problem_type: number;
  problem_kind: string;
  summary: string;
  /** JSON {problemId, answer}[] of the last wrong answer */
  last_answers: string;
  wrong_count: number;
  last_wrong_time: number;
  /** Separate days with a correct re-practice; three retire it */
  correct_days: number;
  /** yyyy-MM-dd (site zone) of the last correct re-practice */
  last_correct_day: string;
  repetitions: number;
  interval_days: number;
  /** SM-2 easiness factor × 1000 */
  ease_permille: number;
  /** yyyy-MM-dd the next review is due */
  due_day: string;
}

export interface ExamProblemCollectionTable extends CreatedRow {
  user_id: number;
  problem_id: number;
  paper_id: number;
  version: number;
}

export interface ExamTables {
  exam_record: ExamRecordTable;
  exam_record_answer: ExamRecordAnswerTable;
  exam_error_problem: ExamErrorProblemTable;
  exam_problem_collection: ExamProblemCollectionTable;
  exam_problem: ExamProblemTable;
  exam_paper_audit: ExamPaperAuditTable;
  exam_title_audit: ExamTitleAuditTable;
  exam_title_problem_audit: ExamTitleProblemAuditTable;
  exam_paper: ExamPaperTable;
  exam_title: ExamTitleTable;
  exam_title_problem: ExamTitleProblemTable;
  exam_paper_problem: ExamPaperProblemTable;
  exam_course_ref: ExamCourseRefTable;
}
