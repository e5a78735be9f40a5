import type { Page } from '@school/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedList } from '~/components/paged-list';
import { QueryContent } from '~/components/query-content';
import { RECORDS_PAGE_SIZE } from './api';

/** A page of exam records or collected problems once it has loaded, with its pager, or `empty`. */
export function RecordList<T>({
  query,
  onPage,
  empty,
  children,
}: {
  query: Pick<UseQueryResult<Page<T>>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  onPage(page: number): void;
  empty: ReactNode;
  children(item: T): ReactNode;
}) {
  return (
    <QueryContent query={query}>
      {(list) => (
        <PagedList listClassName="record-list" page={list} pageSize={RECORDS_PAGE_SIZE} onPage={onPage} empty={empty}>
          {children}
        </PagedList>
      )}
    </QueryContent>
  );
}
