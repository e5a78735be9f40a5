import type { Page } from '@school/contracts';
import { Pagination } from 'antd';
import type { ReactNode } from 'react';

/** A page of an account list (records, sales, withdrawals, courses…) with its pager, or `empty`. */
export function PagedList<T>({
  page,
  pageSize,
  empty,
  listClassName,
  onPage,
  children,
}: {
  page: Page<T>;
  pageSize: number;
  empty: ReactNode;
  /** The list's own class: its rows' layout. */
  listClassName: string;
  onPage(page: number): void;
  children(item: T): ReactNode;
}) {
  if (page.list.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={listClassName}>{page.list.map(children)}</ul>
      <ListPager page={page} pageSize={pageSize} onPage={onPage} />
    </>
  );
}

/** The pager under an account list, when its items fill more than one page. */
export function ListPager({
  page,
  pageSize = page.pageSize,
  onPage,
}: {
  page: Page<unknown>;
  pageSize?: number;
  onPage(page: number): void;
}) {
  if (page.totalCount <= pageSize) return null;
  return (
    <Pagination
      className="account-page__pager"
      current={page.pageCurrent}
      pageSize={pageSize}
      total={page.totalCount}
      showSizeChanger={false}
      onChange={onPage}
    />
  );
}
