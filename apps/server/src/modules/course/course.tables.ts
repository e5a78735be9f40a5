import type { BusinessRow, CreatedRow } from '../../db/columns.ts';

/**
 * The catalogue: courses, categories, zones and their courses, organisation profiles. The search index
 * on course names is engine-specific (SQLite FTS5 `course_fts`, a pg_trgm index on PostgreSQL) and is
 * reached only through raw SQL in course.repo.ts (decision 0008).
 */

/** A published course (what the public reads); drafts in course_audit share its id and columns. */
export interface CourseTable extends BusinessRow {
  course_name: string;
  /** GLOSSARY courseCategory: 1 video, 2 live, 3 resource, 4 library */
  course_category: number;
  /** The category path; 0 where the course stops at a higher level. */
  category1_id: number;
  category2_id: number;
  category3_id: number;
  lecturer_user_id: number;
  /** The organisation user (userType 3) the course belongs to; 0 for the school's own. */
  org_user_id: number;
  course_logo: string;
  /** Sanitised HTML */
  introduce: string;
  /** fen */
  course_price: number;
  /** List price, fen */
  ruling_price: number;
  is_free: number;
  /** 1 on the shelf (public), 0 taken off */
  is_put_away: number;
  count_buy: number;
  count_study: number;
  sort: number;
}

export interface CourseCategoryTable extends BusinessRow {
  /** 0 for a first-level category */
  parent_id: number;
  category_name: string;
  /** 1–3 */
  floor: number;
  sort: number;
  remark: string;
}

export interface ZoneTable extends BusinessRow {
  zone_name: string;
  zone_desc: string;
  /** 1 PC home */
  zone_location: number;
  sort: number;
}

export interface ZoneCourseTable extends BusinessRow {
  zone_id: number;
  course_id: number;
  sort: number;
}

export interface OrgProfileTable extends BusinessRow {
  /** The organisation's user (userType 3). */
  user_id: number;
  org_name: string;
  org_logo: string;
  /** Sanitised HTML */
  introduce: string;
  sort: number;
}

/** A course's draft (decision 0022): same id and columns as `course`, plus where its review stands. */
export interface CourseAuditTable extends CourseTable {
  /** GLOSSARY auditStatus: 0 waiting, 1 approved, 2 rejected */
  audit_status: number;
  audit_opinion: string;
}

/** A chapter of a course; drafts in course_chapter_audit share its id and columns. */
export interface CourseChapterTable extends BusinessRow {
  course_id: number;
  chapter_name: string;
  chapter_desc: string;
  /** 1: every lesson of the chapter may be watched without buying the course */
  is_free: number;
  sort: number;
}

/** A lesson (period) of a chapter; drafts in course_period_audit share its id and columns. */
export interface CoursePeriodTable extends BusinessRow {
  course_id: number;
  chapter_id: number;
  period_name: string;
  period_desc: string;
  is_free: number;
  sort: number;
  /** The vod module's video; 0 while none is bound. */
  video_id: number;
  video_name: string;
  /** Seconds */
  video_length: number;
}

/** A learner's collected course. */
export interface CourseCollectionTable extends CreatedRow {
  user_id: number;
  course_id: number;
}

export interface CourseTables {
  course: CourseTable;
  course_category: CourseCategoryTable;
  zone: ZoneTable;
  zone_course: ZoneCourseTable;
  org_profile: OrgProfileTable;
  course_audit: CourseAuditTable;
  course_chapter: CourseChapterTable;
  course_chapter_audit: CourseChapterTable;
  course_period: CoursePeriodTable;
  course_period_audit: CoursePeriodTable;
  course_collection: CourseCollectionTable;
}
