import { Table, type TableProps, type TablePaginationConfig } from 'antd';

/**
 * The table of a paged console list (`usePagedList`): its rows, keyed by id, its pager, the loading
 * state, and whether the list is empty or could not be read.
 */
export function PagedTable<T extends object>({
  list,
  emptyText,
  ...table
}: {
  list: { query: { isFetching: boolean; isError: boolean }; rows: readonly T[]; pagination: TablePaginationConfig };
  /** [when the read failed, when there is nothing] */
  emptyText: [failed: string, empty: string];
} & Omit<TableProps<T>, 'dataSource' | 'loading' | 'locale' | 'pagination'>) {
  return (
    <Table<T>
      rowKey="id"
      loading={list.query.isFetching}
      dataSource={[...list.rows]}
      pagination={list.pagination}
      locale={{ emptyText: list.query.isError ? emptyText[0] : emptyText[1] }}
      {...table}
    />
  );
}
