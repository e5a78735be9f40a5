import { ExamRecordStatus, type PaperReaderState } from '@school/contracts';
import { notFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { Clock } from '../../core/time.ts';
import type { AnswerAccess } from './answer-access.ts';
import type { PaperService } from './paper.service.ts';
import type { RecordRepo } from './record.repo.ts';
import { toExamRecord } from './taking.ts';

/**
 * The reader's state on a paper's page in one call (decision 0089): what `exam/auth/exam/view` adds for
 * a signed-in learner, without the paper, its sections and its figures, which the page has from its
 * document.
 */
export function createPaperReader(deps: {
  papers: Pick<PaperService, 'findPublishedTerms'>;
  recordRepo: Pick<RecordRepo, 'keptExamRecords'>;
  access: Pick<AnswerAccess, 'mayTake'>;
  clock: Clock;
}) {
  return {
    async view(siteId: number, user: SessionUser, examId: number): Promise<PaperReaderState> {
      const paper = await deps.papers.findPublishedTerms(siteId, examId);
      if (!paper || (paper.isPutAway !== 1 && paper.lecturerUserId !== String(user.id)))
        throw notFound('试卷不存在或已下架');
      const [mayTake, mine] = await Promise.all([
        deps.access.mayTake(siteId, user, paper),
        deps.recordRepo.keptExamRecords(siteId, user.id, examId),
      ]);
      const running = mine.find((row) => row.record_status === ExamRecordStatus.answering);
      const last = mine.find((row) => row.record_status !== ExamRecordStatus.answering);
      return {
        examId: String(examId),
        isBuy: mayTake ? 1 : 0,
        runningRecordId: running ? String(running.id) : '',
        ...(last ? { lastRecord: toExamRecord(last, deps.clock.now()) } : {}),
      };
    },
  };
}

export type PaperReader = ReturnType<typeof createPaperReader>;
