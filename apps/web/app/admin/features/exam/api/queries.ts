import { examContracts as exam } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The exam module's console reads: the paper audit queue and a draft's preview with answers. */
export const examQueries = {
  audits: (api: Requester, body?: InputOf<typeof exam.adminListPaperAudit>) =>
    readQuery(api, ['exam', 'audit'], exam.adminListPaperAudit, body),
  preview: (api: Requester, examId: string) =>
    readQuery(api, ['exam', 'audit-preview'], exam.adminPreviewPaperAudit, { examId }),
};
