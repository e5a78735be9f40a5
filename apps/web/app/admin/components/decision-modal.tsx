import type { ReactNode } from 'react';
import { EditModal } from './edit-modal';

export type Decision = 'approve' | 'reject';

interface DecisionBody {
  id: string;
  auditOpinion: string;
}

/**
 * The 通过 / 驳回 form of an audit queue, open while `deciding` names an item. The opinion is sent
 * trimmed to `approve` or `reject`; after either, `onDecided` closes what the caller had open.
 */
export function DecisionModal({
  title,
  deciding,
  approve,
  reject,
  onCancel,
  onDecided,
  children,
}: {
  title: string;
  deciding: { id: string; decision: Decision } | undefined;
  approve: (body: DecisionBody) => Promise<unknown>;
  reject: (body: DecisionBody) => Promise<unknown>;
  onCancel: () => void;
  onDecided: () => void;
  /** The opinion field, named `auditOpinion`. */
  children: ReactNode;
}) {
  return (
    <EditModal<{ auditOpinion: string }>
      title={title}
      open={Boolean(deciding)}
      okText={deciding?.decision === 'reject' ? '确认驳回' : '确认通过'}
      okDanger={deciding?.decision === 'reject'}
      initialValues={{ auditOpinion: '' }}
      onCancel={onCancel}
      onSubmit={async ({ auditOpinion }) => {
        if (!deciding) return;
        const body = { id: deciding.id, auditOpinion: (auditOpinion ?? '').trim() };
        if (deciding.decision === 'approve') await approve(body);
        else await reject(body);
        onDecided();
      }}
    >
      {children}
    </EditModal>
  );
}
