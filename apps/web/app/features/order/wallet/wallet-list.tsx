import type { Page } from '@school/contracts';
import { Pagination } from 'antd';
import type { ReactNode } from 'react';
import { WALLET_PAGE_SIZE } from './api';

/** A page of income lines or withdrawals with its pager, or `empty`. */
export function WalletList<T>({
  page,
  empty,
  onPage,
  children,
}: {
  page: Page<T>;
  empty: ReactNode;
  onPage(page: number): void;
  children(item: T): ReactNode;
}) {
  if (page.list.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="wallet-list">{page.list.map(children)}</ul>
      {page.totalCount > WALLET_PAGE_SIZE ? (
        <Pagination
          className="account-page__pager"
          current={page.pageCurrent}
          pageSize={WALLET_PAGE_SIZE}
          total={page.totalCount}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </>
  );
}
