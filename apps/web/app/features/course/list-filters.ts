import type { CourseListBody, CourseOrderBy } from '@school/contracts';
import { pageOf } from '~/lib/paging';
import { isValidId } from '~/lib/route-guards';

/**
 * The state of /list lives in its query, so a filtered page can be shared and is rendered on the
 * server: `?categoryId=…&courseCategory=1&isFree=1&orderBy=newest&page=2`. Defaults are left out,
 * and values that make no sense are read as the default (a hand-edited address still shows courses).
 */
export interface ListFilters {
  categoryId?: string;
  /** Course kind: 1 点播, 2 直播, 3 资源, 4 文库. */
  courseCategory?: CourseKindValue;
  /** 1 free courses only, 0 paid ones only. */
  isFree?: 0 | 1;
  orderBy: CourseOrderBy;
  page: number;
}

export type CourseKindValue = 1 | 2 | 3 | 4;

export const LIST_PAGE_SIZE = 24;

export const COURSE_KINDS: { value: CourseKindValue; label: string }[] = [
  { value: 1, label: '点播' },
  { value: 2, label: '直播' },
  { value: 3, label: '资源' },
  { value: 4, label: '文库' },
];

export const ORDERS: CourseOrderBy[] = ['default', 'newest', 'popular', 'priceAsc', 'priceDesc'];

/** A category id as the server accepts it (the loader answers 404 for anything else). */
export const isCategoryId = isValidId;

export function parseListFilters(params: URLSearchParams): ListFilters {
  const filters: ListFilters = { orderBy: 'default', page: pageOf(params.get('page')) };
  const categoryId = params.get('categoryId');
  if (categoryId && isCategoryId(categoryId)) filters.categoryId = categoryId;
  const kind = Number(params.get('courseCategory'));
  if (COURSE_KINDS.some((item) => item.value === kind)) filters.courseCategory = kind as CourseKindValue;
  const isFree = params.get('isFree');
  if (isFree === '1' || isFree === '0') filters.isFree = Number(isFree) as 0 | 1;
  const orderBy = params.get('orderBy');
  if (orderBy && (ORDERS as string[]).includes(orderBy)) filters.orderBy = orderBy as CourseOrderBy;
  return filters;
}

/** The query for `filters` in a fixed order, defaults left out: '' or '?…'. */
export function listSearch(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.categoryId) params.set('categoryId', filters.categoryId);
  if (filters.courseCategory !== undefined) params.set('courseCategory', String(filters.courseCategory));
  if (filters.isFree !== undefined) params.set('isFree', String(filters.isFree));
  if (filters.orderBy !== 'default') params.set('orderBy', filters.orderBy);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface ListFilterPatch {
  categoryId?: string | null;
  courseCategory?: CourseKindValue | null;
  isFree?: 0 | 1 | null;
  orderBy?: CourseOrderBy;
  page?: number;
}

/**
 * The address of /list with `patch` applied: null removes a filter. Any change other than the page
 * goes back to page 1.
 */
export function listHref(filters: ListFilters, patch: ListFilterPatch = {}): string {
  const next: ListFilters = { ...filters, page: patch.page ?? 1 };
  if (patch.categoryId !== undefined) next.categoryId = patch.categoryId ?? undefined;
  if (patch.courseCategory !== undefined) next.courseCategory = patch.courseCategory ?? undefined;
  if (patch.isFree !== undefined) next.isFree = patch.isFree ?? undefined;
  if (patch.orderBy !== undefined) next.orderBy = patch.orderBy;
  return `/list${listSearch(next)}`;
}

/** The course list call for `filters`. */
export function toCourseListBody(filters: ListFilters, pageSize = LIST_PAGE_SIZE): CourseListBody {
  const body: CourseListBody = { pageCurrent: filters.page, pageSize, orderBy: filters.orderBy };
  if (filters.categoryId) body.categoryId = filters.categoryId;
  if (filters.courseCategory !== undefined) body.courseCategory = filters.courseCategory;
  if (filters.isFree !== undefined) body.isFree = filters.isFree;
  return body;
}

/** Whether any filter (not the order or page) is set. */
export const hasFilters = (filters: ListFilters) =>
  filters.categoryId !== undefined || filters.courseCategory !== undefined || filters.isFree !== undefined;
