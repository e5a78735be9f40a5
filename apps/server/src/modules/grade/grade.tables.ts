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

export interface GradeTables {
  grade_category: GradeCategoryTable;
  grade_info: GradeInfoTable;
  grade_student: GradeStudentTable;
  grade_apply_record: GradeApplyRecordTable;
  grade_course: GradeCourseTable;
  grade_study: GradeStudyTable;
}

// The tables join the school's Database here, where they are declared (db/schema.test.ts checks both).
declare module '../../db/schema.ts' {
  interface Database {
    grade_category: GradeCategoryTable;
    grade_info: GradeInfoTable;
    grade_student: GradeStudentTable;
    grade_apply_record: GradeApplyRecordTable;
    grade_course: GradeCourseTable;
    grade_study: GradeStudyTable;
  }
}
