import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnType } from 'antd';
import type { Decision } from './decision-modal';

interface AuditedRow {
  auditOpinion: string;
  gmtModified: string;
}

/**
 * The last columns of an audit queue: the opinion (once decided), when it was submitted or decided, and
 * `viewText` (预览 or 查看) with 通过 and 驳回 on a row that still waits.
 */
export function auditColumns<T extends AuditedRow>({
  waiting,
  isWaiting,
  viewText,
  onView,
  onDecide,
}: {
  /** The queue shows the waiting items. */
  waiting: boolean;
  isWaiting: (row: T) => boolean;
  viewText: string;
  onView: (row: T) => void;
  onDecide: (decision: Decision, row: T) => void;
}): TableColumnType<T>[] {
  return [
    ...(waiting
      ? []
      : [{ title: '审核意见', dataIndex: 'auditOpinion', ellipsis: true, render: (v: string) => v || '-' }]),
    { title: waiting ? '提交时间' : '审核时间', dataIndex: 'gmtModified', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: waiting ? 180 : 90,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onView(row)}>
            {viewText}
          </Button>
          {isWaiting(row) ? (
            <>
              <Button type="link" size="small" onClick={() => onDecide('approve', row)}>
                通过
              </Button>
              <Button type="link" size="small" danger onClick={() => onDecide('reject', row)}>
                驳回
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];
}

/** 驳回 and 通过 above an item the operator is reading, in the drawer's corner. */
export function DecisionButtons({ onDecide }: { onDecide: (decision: Decision) => void }) {
  return (
    <Space>
      <Button danger icon={<CloseOutlined />} onClick={() => onDecide('reject')}>
        驳回
      </Button>
      <Button type="primary" icon={<CheckOutlined />} onClick={() => onDecide('approve')}>
        通过
      </Button>
    </Space>
  );
}
