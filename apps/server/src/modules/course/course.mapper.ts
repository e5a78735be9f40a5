import type {
  CourseAdmin,
  CourseCategory,
  CourseCategoryAdmin,
  CourseItem,
  Lecturer,
  OrgAdmin,
  Zone,
  ZoneAdmin,
  ZoneCourseAdmin,
} from '@school/contracts';
import { fenToYuan } from '../../core/money.ts';
import { formatDateTime } from '../../core/time.ts';
import type { LecturerSummary } from '../user/index.ts';
import type { CourseCardRow, CourseAdminRow } from './course.repo.ts';
import type { CourseCategoryTable, OrgProfileTable, ZoneTable } from './course.tables.ts';

/** Rows → wire objects of the course contract. */

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** What a course card shows of a course, published or in its teacher's draft. */
export const courseCardFields = (
  row: Pick<
    CourseCardRow,
    'id' | 'course_name' | 'course_category' | 'course_logo' | 'course_price' | 'ruling_price' | 'is_free'
  >,
) => ({
  id: String(row.id),
  courseName: row.course_name,
  courseCategory: row.course_category,
  courseLogo: row.course_logo,
  coursePrice: fenToYuan(row.course_price),
  rulingPrice: fenToYuan(row.ruling_price),
  isFree: flag(row.is_free),
});

/** A course card; the lecturer's name comes from the user module (`CourseCards`). */
export const toCourseItem = (row: CourseCardRow, lecturerName: string): CourseItem => ({
  ...courseCardFields(row),
  countBuy: row.count_buy,
  countStudy: row.count_study,
  categoryId1: String(row.category1_id),
  categoryId2: String(row.category2_id),
  categoryId3: String(row.category3_id),
  lecturerUserId: String(row.lecturer_user_id),
  lecturerName,
  gmtCreate: formatDateTime(row.gmt_create),
});

export const toCourseAdmin = (row: CourseAdminRow, lecturerName: string): CourseAdmin => ({
  ...toCourseItem(row, lecturerName),
  isPutAway: flag(row.is_put_away),
  statusId: flag(row.status_id),
  sort: row.sort,
});

export const toCourseCategory = (row: CourseCategoryTable): CourseCategory => ({
  id: String(row.id),
  parentId: String(row.parent_id),
  categoryName: row.category_name,
  floor: row.floor,
  sort: row.sort,
});

export const toCourseCategoryAdmin = (row: CourseCategoryTable): CourseCategoryAdmin => ({
  ...toCourseCategory(row),
  statusId: flag(row.status_id),
  remark: row.remark,
});

/** Nests rows (already ordered by floor, sort) three levels deep; rows whose parent is missing are left out. */
export function buildTree<T extends { id: string; parentId: string }>(nodes: T[]) {
  type Node = T & { children: Node[] };
  const byId = new Map<string, Node>();
  const roots: Node[] = [];
  for (const node of nodes) {
    const withChildren: Node = { ...node, children: [] };
    if (node.parentId === '0') {
      roots.push(withChildren);
    } else {
      const parent = byId.get(node.parentId);
      if (!parent) continue;
      parent.children.push(withChildren);
    }
    byId.set(node.id, withChildren);
  }
  return roots;
}

export const toZone = (row: ZoneTable): Zone => ({
  id: String(row.id),
  zoneName: row.zone_name,
  zoneDesc: row.zone_desc,
  zoneLocation: row.zone_location,
  sort: row.sort,
});

export const toZoneAdmin = (row: ZoneTable): ZoneAdmin => ({ ...toZone(row), statusId: flag(row.status_id) });

export const toZoneCourseAdmin = (row: {
  id: number;
  zone_id: number;
  course_id: number;
  sort: number;
  course_name: string;
  course_logo: string;
  is_put_away: number;
}): ZoneCourseAdmin => ({
  id: String(row.id),
  zoneId: String(row.zone_id),
  courseId: String(row.course_id),
  courseName: row.course_name,
  courseLogo: row.course_logo,
  isPutAway: flag(row.is_put_away),
  sort: row.sort,
});

export const toLecturer = (lecturer: LecturerSummary, courseCount: number): Lecturer => ({
  id: String(lecturer.id),
  lecturerUserId: String(lecturer.userId),
  lecturerName: lecturer.lecturerName,
  lecturerPosition: lecturer.lecturerPosition,
  headImgUrl: lecturer.headImgUrl,
  introduce: lecturer.introduce,
  courseCount,
});

export const toOrgAdmin = (row: OrgProfileTable): OrgAdmin => ({
  id: String(row.user_id),
  orgName: row.org_name,
  orgLogo: row.org_logo,
  introduce: row.introduce,
  sort: row.sort,
  statusId: flag(row.status_id),
  gmtModified: formatDateTime(row.gmt_modified),
});
