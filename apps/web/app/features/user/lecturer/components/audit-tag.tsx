import { Tag } from 'antd';
import { AUDIT_LABELS } from '../audit';

export function AuditTag({ status }: { status: number }) {
  const label = AUDIT_LABELS[status];
  return label ? <Tag color={label.color}>{label.text}</Tag> : null;
}
