import type { CounselAdmin } from '@school/contracts';
import { formatDateTime } from '../../core/time.ts';
import type { CounselTable } from './marketing.tables.ts';

/** Rows → wire objects of the marketing contract. */

export const toCounselAdmin = (row: CounselTable): CounselAdmin => ({
  id: String(row.id),
  name: row.counsel_name,
  mobile: row.mobile,
  courseId: String(row.course_id),
  courseName: row.course_name,
  message: row.message,
  userId: String(row.user_id),
  followStatus: row.follow_status === 1 ? 1 : 0,
  followRemark: row.follow_remark,
  gmtFollow: row.gmt_follow === null ? '' : formatDateTime(row.gmt_follow),
  gmtCreate: formatDateTime(row.gmt_create),
});
