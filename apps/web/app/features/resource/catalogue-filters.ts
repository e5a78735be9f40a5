import {
  CourseKind,
  DOC_FILE_TYPES,
  LIBRARY_DOC_TYPES,
  type CourseListBody,
  type DocFileType,
} from '@school/contracts';
import { isValidId } from '~/lib/route-guards';
import { pageOf } from '~/lib/paging';

/** The two shelves of documents: resource packs at /resource, library documents at /library. */
export type DocumentKind = typeof CourseKind.resource | typeof CourseKind.library;

export const SHELF_PATHS: Record<DocumentKind, string> = { 3: '/resource', 4: '/library' };
export const SHELF_NAMES: Record<DocumentKind, string> = { 3: '学习资源', 4: '文库' };

/** Where an item leads: a library document to its reader, a resource pack to its page, a course to its page. */
export function documentItemHref(kind: number, id: string): string {
  if (kind === CourseKind.library) return `/library/view/${id}`;
  if (kind === CourseKind.resource) return `/resource/detail/${id}`;
  return `/view/${id}`;
}

export const SHELF_PAGE_SIZE = 20;

const FILE_TYPE_LABELS: Record<DocFileType, string> = {
  pdf: 'PDF',
  word: 'Word',
  excel: 'Excel',
  ppt: 'PPT',
  txt: '文本',
  mp3: '音频',
  zip: '压缩包',
};
/** The file types a shelf offers: those its kind may hold. */
export const shelfFileTypes = (kind: DocumentKind): { fileType: DocFileType; label: string }[] =>
  (Object.keys(DOC_FILE_TYPES) as DocFileType[])
    .filter(
      (fileType) =>
        kind === CourseKind.resource || DOC_FILE_TYPES[fileType].some((type) => LIBRARY_DOC_TYPES.includes(type)),
    )
    .map((fileType) => ({ fileType, label: FILE_TYPE_LABELS[fileType] }));
const isFileType = (value: string | null): value is DocFileType =>
  value !== null && Object.hasOwn(DOC_FILE_TYPES, value);

export type ShelfOrder = 'default' | 'newest' | 'downloads';
export const SHELF_ORDERS: { orderBy: ShelfOrder; label: string }[] = [
  { orderBy: 'default', label: '综合' },
  { orderBy: 'newest', label: '最新' },
  { orderBy: 'downloads', label: '下载最多' },
];

/**
 * The state of /resource and /library lives in the query, read on the server:
 * `?categoryId=…&fileType=pdf&isFree=1&orderBy=newest&page=2`. Defaults are left out; values that make no sense
 * are read as the default.
 */
export interface ShelfFilters {
  categoryId?: string;
  fileType?: DocFileType;
  isFree?: 0 | 1;
  orderBy: ShelfOrder;
  page: number;
}

export function parseShelfFilters(params: URLSearchParams): ShelfFilters {
  const filters: ShelfFilters = { orderBy: 'default', page: pageOf(params.get('page')) };
  const categoryId = params.get('categoryId');
  if (categoryId && isValidId(categoryId)) filters.categoryId = categoryId;
  const fileType = params.get('fileType');
  if (isFileType(fileType)) filters.fileType = fileType;
  const isFree = params.get('isFree');
  if (isFree === '1' || isFree === '0') filters.isFree = Number(isFree) as 0 | 1;
  const orderBy = params.get('orderBy');
  if (SHELF_ORDERS.some((order) => order.orderBy === orderBy)) filters.orderBy = orderBy as ShelfOrder;
  return filters;
}

export interface ShelfPatch {
  categoryId?: string | null;
  fileType?: DocFileType | null;
  isFree?: 0 | 1 | null;
  orderBy?: ShelfOrder;
  page?: number;
}

/** The address of a shelf with `patch` applied (null removes a filter); any change but the page goes to page 1. */
export function shelfHref(kind: DocumentKind, filters: ShelfFilters, patch: ShelfPatch = {}): string {
  const next: ShelfFilters = { ...filters, page: patch.page ?? 1 };
  if (patch.categoryId !== undefined) next.categoryId = patch.categoryId ?? undefined;
  if (patch.fileType !== undefined) next.fileType = patch.fileType ?? undefined;
  if (patch.isFree !== undefined) next.isFree = patch.isFree ?? undefined;
  if (patch.orderBy !== undefined) next.orderBy = patch.orderBy;
  const params = new URLSearchParams();
  if (next.categoryId) params.set('categoryId', next.categoryId);
  if (next.fileType) params.set('fileType', next.fileType);
  if (next.isFree !== undefined) params.set('isFree', String(next.isFree));
  if (next.orderBy !== 'default') params.set('orderBy', next.orderBy);
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return `${SHELF_PATHS[kind]}${query ? `?${query}` : ''}`;
}

/** The course list call of one shelf. */
export function toShelfBody(kind: DocumentKind, filters: ShelfFilters): CourseListBody {
  const body: CourseListBody = {
    courseCategory: kind,
    pageCurrent: filters.page,
    pageSize: SHELF_PAGE_SIZE,
    orderBy: filters.orderBy,
  };
  if (filters.categoryId) body.categoryId = filters.categoryId;
  if (filters.fileType) body.fileType = filters.fileType;
  if (filters.isFree !== undefined) body.isFree = filters.isFree;
  return body;
}
