import type { LecturerAudit, LecturerProfile } from '@school/contracts';

/** auditStatus of a lecturer application or profile draft. */
export const AuditStatus = { waiting: 0, approved: 1, rejected: 2 } as const;

export const AUDIT_LABELS: Record<number, { text: string; color: string }> = {
  [AuditStatus.waiting]: { text: '审核中', color: 'orange' },
  [AuditStatus.approved]: { text: '已通过', color: 'green' },
  [AuditStatus.rejected]: { text: '未通过', color: 'red' },
};

/** What /apply shows: the form, the wait, the refusal (with the form again) or "already a lecturer". */
export type ApplyState = 'apply' | 'waiting' | 'rejected' | 'teacher';

export function applyStateOf(audit: LecturerAudit | null, published: LecturerProfile | null): ApplyState {
  if (published) return 'teacher';
  if (!audit) return 'apply';
  if (audit.auditStatus === AuditStatus.waiting) return 'waiting';
  if (audit.auditStatus === AuditStatus.rejected) return 'rejected';
  return 'teacher';
}

/** The live-class entry of /account/teacher: on, being audited, blocked by a pending edit, or open to apply. */
export type LiveState = 'live' | 'live-waiting' | 'draft-waiting' | 'can-apply';

export function liveStateOf(audit: LecturerAudit | null, published: LecturerProfile): LiveState {
  if (published.isLive === 1) return 'live';
  if (audit?.auditStatus === AuditStatus.waiting) return audit.applyLive === 1 ? 'live-waiting' : 'draft-waiting';
  return 'can-apply';
}
