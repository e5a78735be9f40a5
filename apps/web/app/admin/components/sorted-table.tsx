import { Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { bySort } from '../lib/site-rows';
import { StatusTag } from './form-fields';
import { RowActions } from './row-actions';

/**
 * The table of a console list that operators order by hand (`sort`): rows in that order, keyed by
 * id, without paging, saying whether the list is empty or could not be read.
 */
export function SortedTable<T extends { id: string; sort: number }>({
  query,
  rows,
  emptyText,
  ...table
}: {
  query: { isPending: boolean; isError: boolean };
  rows: readonly T[];
  /** [when the read failed, when there is nothing yet] */
  emptyText: [failed: string, empty: string];
} & Omit<TableProps<T>, 'dataSource' | 'rowKey' | 'loading' | 'locale'>) {
  return (
    <Table<T>
      rowKey="id"
      loading={query.isPending}
      dataSource={[...rows].sort(bySort)}
      pagination={false}
      locale={{ emptyText: query.isError ? emptyText[0] : emptyText[1] }}
      {...table}
    />
  );
}

/** 排序: the hand-set order value. */
export const sortColumn = <T,>(width = 80): ColumnType<T> => ({ title: '排序', dataIndex: 'sort', width });

/** 状态: 启用 / 停用. */
export const statusColumn = <T,>(width = 80): ColumnType<T> => ({
  title: '状态',
  dataIndex: 'statusId',
  width,
  render: (statusId: number) => <StatusTag statusId={statusId} />,
});

/** 操作: 编辑 and 删除 (asked first), with extra actions before them. */
export function actionsColumn<T>({
  width = 140,
  onEdit,
  onDelete,
  deleteTitle,
  deleteDescription,
  extra,
}: {
  width?: number;
  onEdit: (record: T) => void;
  onDelete: (record: T) => Promise<unknown>;
  deleteTitle: (record: T) => string;
  deleteDescription?: string;
  extra?: (record: T) => ReactNode;
}): ColumnType<T> {
  return {
    title: '操作',
    key: 'actions',
    width,
    render: (_: unknown, record: T) => (
      <RowActions
        onEdit={() => onEdit(record)}
        onDelete={() => onDelete(record)}
        deleteTitle={deleteTitle(record)}
        deleteDescription={deleteDescription}
      >
        {extra?.(record)}
      </RowActions>
    ),
  };
}
