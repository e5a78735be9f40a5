import type { DictAdmin } from '@school/contracts';
import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { actionsColumn, sortColumn, statusColumn } from './sorted-table';

/** A dictionary's columns: 值, 名称, 排序, 状态, 备注, and 编辑 / 删除 (asked first). */
export function dictColumns({
  valueWidth,
  onEdit,
  onDelete,
  deleteTitle,
  deleteDescription,
}: {
  valueWidth: number;
  onEdit: (record: DictAdmin) => void;
  onDelete: (record: DictAdmin) => Promise<unknown>;
  deleteTitle: (record: DictAdmin) => string;
  /** What deleting breaks. */
  deleteDescription: string;
}): ColumnType<DictAdmin>[] {
  return [
    {
      title: '值',
      dataIndex: 'dictValue',
      width: valueWidth,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { title: '名称', dataIndex: 'dictLabel' },
    sortColumn(80),
    statusColumn(80),
    { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '-' },
    actionsColumn<DictAdmin>({ width: 120, onEdit, deleteTitle, deleteDescription, onDelete }),
  ];
}
