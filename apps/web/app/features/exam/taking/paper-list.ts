import type { PaperInfoListBody } from '@school/contracts';

export const PAPER_LIST_PAGE_SIZE = 12;

/** The /exam filters, all in the query: `?isFree=1&examName=四级&page=2`. */
export interface PaperListFilters {
  isFree?: 0 | 1;
  examName: string;
  page: number;
}

export function parsePaperListFilters(params: URLSearchParams): PaperListFilters {
  const isFree = params.get('isFree');
  const page = Number(params.get('page'));
  return {
    ...(isFree === '0' || isFree === '1' ? { isFree: Number(isFree) as 0 | 1 } : {}),
    examName: (params.get('examName') ?? '').trim().slice(0, 50),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 1000) : 1,
  };
}

export const toPaperListBody = (filters: PaperListFilters): PaperInfoListBody => ({
  pageCurrent: filters.page,
  pageSize: PAPER_LIST_PAGE_SIZE,
  ...(filters.isFree === undefined ? {} : { isFree: filters.isFree }),
  ...(filters.examName ? { examName: filters.examName } : {}),
});

/** The /exam address of these filters with some changed; the page goes back to 1 unless given. */
export function paperListHref(filters: PaperListFilters, change: Partial<PaperListFilters> = {}): string {
  const next = { ...filters, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.isFree !== undefined) params.set('isFree', String(next.isFree));
  if (next.examName) params.set('examName', next.examName);
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `/exam?${query}` : '/exam';
}
