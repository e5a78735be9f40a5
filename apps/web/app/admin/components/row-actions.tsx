import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';

/** The 编辑 / 删除 pair at the end of a console table row; deleting asks first. */
export function RowActions({
  onEdit,
  deleteTitle,
  deleteDescription,
  onDelete,
  children,
}: {
  onEdit: () => void;
  deleteTitle: string;
  deleteDescription?: string;
  onDelete: () => Promise<unknown>;
  /** Extra actions shown before 编辑. */
  children?: ReactNode;
}) {
  return (
    <Space size={0}>
      {children}
      <Button type="link" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Popconfirm
        title={deleteTitle}
        description={deleteDescription}
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={onDelete}
      >
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
