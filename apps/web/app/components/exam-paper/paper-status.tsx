import { PaperAuditStatus, type PaperAudit } from '@school/contracts';
import { Tag } from 'antd';

const statusTags: Record<number, { color: string; text: string }> = {
  [PaperAuditStatus.editing]: { color: 'default', text: '草稿未提交' },
  [PaperAuditStatus.waiting]: { color: 'blue', text: '审核中' },
  [PaperAuditStatus.approved]: { color: 'green', text: '审核通过' },
  [PaperAuditStatus.rejected]: { color: 'red', text: '未通过' },
};

/** A paper draft's audit state, and whether its published version is on the shelf. */
export function PaperStatus({ paper }: { paper: Pick<PaperAudit, 'auditStatus' | 'isPublished' | 'isPutAway'> }) {
  const status = statusTags[paper.auditStatus] ?? { color: 'default', text: '未知' };
  return (
    <>
      <Tag color={status.color}>{status.text}</Tag>
      {paper.isPublished ? (
        <Tag color={paper.isPutAway ? 'green' : 'orange'}>{paper.isPutAway ? '已上架' : '已下架'}</Tag>
      ) : null}
    </>
  );
}

/** Whether the teacher may submit the draft now (a new or edited draft, or one sent back). */
export const canSubmit = (paper: Pick<PaperAudit, 'auditStatus'>): boolean =>
  paper.auditStatus === PaperAuditStatus.editing || paper.auditStatus === PaperAuditStatus.rejected;
