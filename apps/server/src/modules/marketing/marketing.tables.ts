import type { BusinessRow } from '../../db/columns.ts';

/** Enrolment enquiries from `/onlineRegistration`. */
export interface CounselTable extends BusinessRow {
  counsel_name: string;
  mobile: string;
  course_id: number;
  course_name: string;
  message: string;
  /** The signed-in user who sent it; 0 for a visitor. */
  user_id: number;
  ip: string;
  /** 0 waiting, 1 followed up */
  follow_status: number;
  follow_remark: string;
  follow_operator_id: number;
  gmt_follow: number | null;
}

export interface MarketingTables {
  counsel: CounselTable;
}
