import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Limits, type Page } from '@school/contracts';

export const DEFAULT_PAGE_SIZE = Limits.defaultPageSize;

/** Drops empty strings and undefined from a filter, so optional fields are left out of the body. */
export function compactFilters<F extends object>(filters: F): Partial<F> {
  const out: Partial<F> = {};
  for (const [k, v] of Object.entries(filters) as [keyof F, F[keyof F]][]) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string' && v.trim() === '') continue;
    out[k] = (typeof v === 'string' ? v.trim() : v) as F[keyof F];
  }
  return out;
}

/**
 * One paged console list: the filters, the page, the query and the table's pagination.
 * `read` is the feature's query factory (`(body) => userQueries.users(api, body)`); changing the
 * filters goes back to page 1, and mutations that invalidate the factory's key refresh it.
 */
export function usePagedList<F extends object, T>(
  read: (body: Partial<F> & { pageCurrent: number; pageSize: number }) => {
    queryKey: readonly unknown[];
    queryFn?: (...args: never[]) => Page<T> | Promise<Page<T>>;
  },
  initialFilters: F,
  pageSize: number = DEFAULT_PAGE_SIZE,
) {
  const [filters, setFilters] = useState<F>(initialFilters);
  const [page, setPage] = useState({ pageCurrent: 1, pageSize });
  const body = { ...compactFilters(filters), ...page };
  const { queryKey, queryFn } = read(body);
  const query = useQuery({ queryKey, queryFn: queryFn as () => Promise<Page<T>>, placeholderData: keepPreviousData });

  const pagination: TablePaginationConfig = {
    current: page.pageCurrent,
    pageSize: page.pageSize,
    total: query.data?.totalCount ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (total) => `共 ${total} 条`,
    onChange: (current, size) => setPage({ pageCurrent: size !== page.pageSize ? 1 : current, pageSize: size }),
  };

  return {
    query,
    rows: query.data?.list ?? [],
    filters,
    initialFilters,
    /** New filters, from page 1. */
    search: (next: F) => {
      setFilters(next);
      setPage((p) => ({ ...p, pageCurrent: 1 }));
    },
    pagination,
  };
}
