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
import type { CourseCategoryTable, CourseTable, LecturerTable, OrgProfileTable, ZoneTable } from '../../db/schema.ts';

/** Rows → wire objects of the course contract. */

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export type CourseRowWithLecturer = CourseTable & { lecturer_name: string | null };

export const toCourseItem = (row: CourseRowWithLecturer): CourseItem => ({
  id: String(row.id),
  courseName: row.course_name,
  courseCategory: row.course_category,
  courseLogo: row.course_logo,
  coursePrice: fenToYuan(row.course_price),
  rulingPrice: fenToYuan(row.ruling_price),
  isFree: flag(row.is_free),
  countBuy: row.count_buy,
  countStudy: row.count_study,
  categoryId1: String(row.category1_id),
  categoryId2: String(row.category2_id),
  categoryId3: String(row.category3_id),
  lecturerUserId: String(row.lecturer_user_id),
  lecturerName: row.lecturer_name ?? '',
  gmtCreate: formatDateTime(row.gmt_create),
});

export const toCourseAdmin = (row: CourseRowWithLecturer): CourseAdmin => ({
  ...toCourseItem(row),
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

export const toLecturer = (row: LecturerTable & { course_count: number | string | bigint | null }): Lecturer => ({
  id: String(row.id),
  lecturerUserId: String(row.user_id),
  lecturerName: row.lecturer_name,
  lecturerPosition: row.lecturer_position,
  headImgUrl: row.head_img_url,
  introduce: row.introduce,
  courseCount: Number(row.course_count ?? 0),
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
