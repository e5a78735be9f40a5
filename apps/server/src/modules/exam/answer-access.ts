import { ExamRecordStatus, ExamRecordType, ProductType, type PaperInfo } from '@school/contracts';
import { type AppError, forbidden, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { OrderService } from '../order/index.ts';
import type { UserService } from '../user/index.ts';
import type { DrawnOf } from './drawn-papers.ts';
import type { PaperService } from './paper.service.ts';
import type { RecordRepo } from './record.repo.ts';
import type { Clock } from '../../core/time.ts';
import { isOverdue, leavesOf } from './taking.ts';

/**
 * When a learner sees an answer (decision 0048): the one rule behind every call that shows a problem's
 * answer, blanks, reference answer, analysis, explanation video or whether an answer was right.
 *
 * The paper's teacher sees everything. A learner sees a problem's answer only when they may take the paper,
 * no exam record of theirs on the paper is being answered, its scores are not withheld, and they have met
 * the problem: a submitted exam record of theirs holds it, or they answered it (or a part of it) in practice.
 */

export interface AnswerAccessDeps {
  recordRepo: Pick<RecordRepo, 'findRecords' | 'answersOf'>;
  papers: Pick<PaperService, 'findPublished'>;
  drawnOf: DrawnOf;
  orders: Pick<OrderService, 'owns'>;
  users: Pick<UserService, 'summaries'>;
  clock: Clock;
  /**
   * Whether a class exam's scores are still held back from this learner (the grade module answers it through
   * the `classExams` port, decision 0064): answers wait for the release like the scores do.
   */
  scoresWithheld?: (siteId: number, userId: number, paperId: number) => Promise<boolean>;
}

/** What of a paper's answers the learner may see now. */
export interface AnswerView {
  /** Set when the learner may see none of them (a page that shows only answers throws it). */
  refusal?: AppError;
  /** Whether the learner may see the answers of this problem (a top-level problem or a part of one). */
  sees(problemId: number): boolean;
  /** Whether `sees` allows at least one problem of the paper. */
  seesAny: boolean;
}

export const EXAM_RUNNING_MSG = '您正在参加这份试卷的考试，交卷后才能练习或查看答案和解析';

type TakeablePaper = Pick<PaperInfo, 'isFree' | 'vipPrice' | 'lecturerUserId' | 'id'>;

export function createAnswerAccess(deps: AnswerAccessDeps) {
  const { recordRepo, papers, drawnOf, orders, users, clock, scoresWithheld } = deps;

  /** Whether the learner may take the paper: free, their own, VIP-free for a member, or bought/granted. */
  async function mayTake(siteId: number, user: SessionUser, paper: TakeablePaper) {
    if (paper.isFree === 1 || paper.lecturerUserId === String(user.id)) return true;
    if (paper.vipPrice === 0 && (await users.summaries(siteId, [user.id])).get(user.id)?.isVip) return true;
    return (await orders.owns(siteId, user.id, ProductType.examPaper, [Number(paper.id)])).size > 0;
  }

  /** The learner's exam record on this paper that still takes answers, if any (past its deadline it takes none). */
  async function runningExam(siteId: number, userId: number, paperId: number) {
    const [running] = await recordRepo.findRecords(siteId, {
      userId,
      paperId,
      recordType: ExamRecordType.exam,
      recordStatus: ExamRecordStatus.answering,
    });
    return running && !isOverdue(running, clock.now()) ? running : undefined;
  }

  /** Problems the learner has met: in a submitted exam record, or answered in practice (the whole top-level problem). */
  async function metProblems(siteId: number, userId: number, paperId: number): Promise<Set<number>> {
    const met = new Set<number>();
    const rows = await recordRepo.findRecords(siteId, { userId, paperId });
    for (const row of rows) {
      const submitted = row.record_type === ExamRecordType.exam && row.record_status !== ExamRecordStatus.answering;
      if (row.record_type !== ExamRecordType.practice && !submitted) continue;
      const leaves = [...leavesOf(await drawnOf(siteId, row)).values()];
      const answered = submitted
        ? undefined
        : new Set((await recordRepo.answersOf(siteId, row.id)).map((answer) => answer.problem_id));
      const metTops = new Set(
        leaves.filter((leaf) => !answered || answered.has(leaf.problemId)).map((leaf) => leaf.topId),
      );
      for (const leaf of leaves)
        if (metTops.has(leaf.topId)) {
          met.add(leaf.topId);
          met.add(leaf.problemId);
        }
    }
    return met;
  }

  const refused = (refusal: AppError): AnswerView => ({ refusal, sees: () => false, seesAny: false });

  return {
    mayTake,
    runningExam,

    /** The answer rule for one paper and one learner. */
    async viewOf(siteId: number, user: SessionUser, paperId: number): Promise<AnswerView> {
      const paper = await papers.findPublished(siteId, paperId);
      if (!paper) return refused(notFound('试卷不存在或未发布'));
      if (paper.lecturerUserId === String(user.id)) return { sees: () => true, seesAny: true };
      if (!(await mayTake(siteId, user, paper))) return refused(forbidden('这是收费试卷，购买后才能作答和查看答案'));
      if (await runningExam(siteId, user.id, paperId)) return refused(wrongState(EXAM_RUNNING_MSG));
      if (scoresWithheld && (await scoresWithheld(siteId, user.id, paperId)))
        return refused(wrongState('成绩公布后才能查看答案和解析'));
      const met = await metProblems(siteId, user.id, paperId);
      return { sees: (problemId) => met.has(problemId), seesAny: met.size > 0 };
    },
  };
}

export type AnswerAccess = ReturnType<typeof createAnswerAccess>;
