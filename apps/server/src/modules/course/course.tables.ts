import type { BusinessRow, CreatedRow } from '../../db/columns.ts';

/**
 * The catalogue: courses, categories, zones and their courses, organisation profiles; and video courses:
 * drafts (`*_audit`, same ids and columns as the published rows), chapters, lessons, pictures,
 * accessories, the audit log, comments and collections (migration 0011). The search index
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
  /** 1 the course tree, 2 the tree of resources and library (children take their root's type). */
  category_type: number;
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

/** A teacher's draft of a course (same id as its published row once approved). */
export interface CourseAuditTable extends Omit<CourseTable, 'count_buy' | 'count_study' | 'sort'> {
  /** GLOSSARY auditStatus: 0 waiting, 1 approved, 2 rejected */
  audit_status: number;
  audit_opinion: string;
}

/** Each review an operator made of a course draft. */
export interface CourseAuditLogTable extends CreatedRow {
  course_id: number;
  operator_id: number;
  audit_status: number;
  audit_opinion: string;
}

export interface CourseChapterTable extends BusinessRow {
  course_id: number;
  chapter_name: string;
  chapter_desc: string;
  is_free: number;
  sort: number;
}

/** A lesson; `video_id` is a vod video (0 none), `video_name` how the lesson names it. */
export interface CoursePeriodTable extends BusinessRow {
  course_id: number;
  chapter_id: number;
  period_name: string;
  period_desc: string;
  is_free: number;
  sort: number;
  video_id: number;
  video_name: string;
  /** A live lesson's planned start and end, epoch ms; 0 for other kinds. */
  live_begin: number;
  live_end: number;
}

/** A picture of a chapter (period_id 0) or of a lesson. */
export interface CoursePicTable extends BusinessRow {
  course_id: number;
  chapter_id: number;
  period_id: number;
  pic_url: string;
  pic_name: string;
  sort: number;
}

/** A downloadable file; `file_key` names it in the private media store. */
export interface CourseAccessoryTable extends BusinessRow {
  course_id: number;
  accessory_name: string;
  file_key: string;
  file_size: number;
  sort: number;
}

/** A comment (parent_id 0) or a reply to one; status_id 0 = hidden by an operator. */
export interface CourseCommentTable extends BusinessRow {
  course_id: number;
  parent_id: number;
  user_id: number;
  content: string;
}

export interface CourseCollectionTable extends CreatedRow {
  user_id: number;
  course_id: number;
}

/** A document lesson's document (resource packs and the library, decision 0071); the file is the resource module's. */
export interface CoursePeriodDocTable extends BusinessRow {
  course_id: number;
  period_id: number;
  document_id: number;
  /** The name the lesson shows for the file. */
  doc_name: string;
  is_download: number;
  /** Pages a reader without the item may read. */
  free_pages: number;
  /** Unused (one document per lesson); the draft copier orders by it. */
  sort: number;
}

export interface CourseTables {
  course: CourseTable;
  course_audit: CourseAuditTable;
  course_audit_log: CourseAuditLogTable;
  course_chapter: CourseChapterTable;
  course_chapter_audit: CourseChapterTable;
  course_period: CoursePeriodTable;
  course_period_audit: CoursePeriodTable;
  course_period_doc: CoursePeriodDocTable;
  course_period_doc_audit: CoursePeriodDocTable;
  course_pic: CoursePicTable;
  course_pic_audit: CoursePicTable;
  course_accessory: CourseAccessoryTable;
  course_accessory_audit: CourseAccessoryTable;
  course_comment: CourseCommentTable;
  course_collection: CourseCollectionTable;
  course_category: CourseCategoryTable;
  zone: ZoneTable;
  zone_course: ZoneCourseTable;
  org_profile: OrgProfileTable;
}
