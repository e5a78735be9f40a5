import { contentContracts as content, examContracts as exam } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The exam console's reads: the paper audit queue, a draft's preview with answers, the problem kinds and subjects. */
export const examQueries = {
  audits: (api: Requester, body?: InputOf<typeof exam.adminListPaperAudit>) =>
    readQuery(api, ['exam', 'audit'], exam.adminListPaperAudit, body),
  /** The whole dictionary (small); the exam pages show their own types of it. */
  dicts: (api: Requester) => readQuery(api, ['exam', 'dict'], content.adminListDict),
  preview: (api: Requester, examId: string) =>
    readQuery(api, ['exam', 'audit-preview'], exam.adminPreviewPaperAudit, { examId }),
};
