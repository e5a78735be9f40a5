import type { Page, PageQuery } from '@school/contracts';

export interface PageWindow {
  pageCurrent: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(query: PageQuery): PageWindow {
  const pageCurrent = query.pageCurrent ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { pageCurrent, pageSize, offset: (pageCurrent - 1) * pageSize };
}

export function toPage<T>(list: T[], totalCount: number, window: PageWindow): Page<T> {
  return {
    list,
    totalCount,
    totalPage: Math.ceil(totalCount / window.pageSize),
    pageCurrent: window.pageCurrent,
    pageSize: window.pageSize,
  };
}
