import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';

/**
 * A row's hand-set order value with 上移 / 下移 beside it. While any row moves (`movingId`), both
 * buttons wait; the moving row's 上移 spins.
 */
export function MoveButtons({
  id,
  name,
  sort,
  first,
  last,
  movingId,
  onMove,
  sortWidth,
}: {
  id: string;
  /** Names the row for screen readers: 上移 {name}. */
  name: string;
  sort: number;
  first: boolean;
  last: boolean;
  movingId: string | undefined;
  onMove: (direction: 'up' | 'down') => void;
  sortWidth: number;
}) {
  return (
    <Space size={4}>
      <span style={{ minWidth: sortWidth, display: 'inline-block' }}>{sort}</span>
      <Tooltip title="上移">
        <Button
          size="small"
          type="text"
          aria-label={`上移 ${name}`}
          icon={<ArrowUpOutlined />}
          disabled={first || !!movingId}
          loading={movingId === id}
          onClick={() => onMove('up')}
        />
      </Tooltip>
      <Tooltip title="下移">
        <Button
          size="small"
          type="text"
          aria-label={`下移 ${name}`}
          icon={<ArrowDownOutlined />}
          disabled={last || !!movingId}
          onClick={() => onMove('down')}
        />
      </Tooltip>
    </Space>
  );
}
