import {
  AnswerState,
  ERROR_RETIRE_DAYS,
  type AnswerResult,
  type ErrorAnswerResult,
  type ErrorAnswerSaveBody,
  type ErrorKind,
  type ErrorProblemItem,
  type ErrorProblemListBody,
  type ErrorProblemView,
  type Page,
  type PaperProblem,
  type SavedAnswer,
} from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import { summaryOf, typeName, type DictNames } from './exam.mapper.ts';
import type { ExamErrorProblemTable } from './exam.tables.ts';
import type { PaperRepo } from './paper.repo.ts';
import type { PaperService } from './paper.service.ts';
import type { ProblemService } from './problem.service.ts';
import type { RecordRepo } from './record.repo.ts';
import { createCollectedProblemService, problemCopy, problemOf } from './collected-problems.service.ts';
import { addDays, NEW_REVIEW, nextReview } from './review-schedule.ts';
import type { AnswerAccess } from './answer-access.ts';
import { checkAnswerShape, judge, toPoints } from './scoring.ts';
import { isComposite, scoringKeyOf, type Leaf } from './taking.ts';
import { newBusinessRow } from '../../db/columns.ts';

/**
 * The error notebook and collected problems (decision 0033). Wrong answers arrive from submitted exams and
 * practice; the learner re-practises a problem (a material or listening problem as a whole), each answer
 * moves its SM-2 schedule, and right answers on three separate days retire it.
 */

export interface NotebookDeps {
  transact: Transact;
  recordRepo: RecordRepo;
  paperRepo: PaperRepo;
  problems: Pick<ProblemService, 'dictNames'>;
  access: Pick<AnswerAccess, 'mayTake' | 'viewOf'>;
  papers: Pick<PaperService, 'findPublished'>;
  clock: Clock;
  newId: IdGenerator;
}

/** What the notebook keeps of a top-level problem of a published version. */
export interface ProblemFacts {
  problemType: number;
  problemKind: string;
  summary: string;
}

/** A top-level problem the learner got wrong in a paper. */
export interface WrongProblem extends ProblemFacts {
  problemId: number;
  paperId: number;
  version: number;
  examName: string;
  answers: SavedAnswer[];
}

export const dayOf = (epochMs: number) => formatDateTime(epochMs).slice(0, 10);

export function createNotebookService(deps: NotebookDeps) {
  const { transact, recordRepo, paperRepo, problems, access, clock, newId } = deps;

  const copyOf = (siteId: number, paperId: number, version: number, problemId: number) =>
    problemCopy(paperRepo, siteId, paperId, version, problemId);

  function leavesOfProblem(problem: PaperProblem): Leaf[] {
    const topId = Number(problem.id);
    return isComposite(problem.problemType)
      ? problem.children.map((child) => ({
          problemId: Number(child.id),
          topId,
          key: scoringKeyOf(child, child.score),
        }))
      : [{ problemId: topId, topId, key: scoringKeyOf(problem, problem.score) }];
  }

  const toItem = (row: ExamErrorProblemTable, names: DictNames, today: string): ErrorProblemItem => ({
    id: String(row.id),
    problemId: String(row.problem_id),
    examId: String(row.paper_id),
    examName: row.exam_name,
    problemType: row.problem_type,
    problemTypeName: typeName(row.problem_type),
    problemKind: row.problem_kind,
    problemKindName: names.kinds.get(row.problem_kind) ?? '',
    summary: row.summary,
    wrongCount: row.wrong_count,
    correctDays: row.correct_days,
    dueDate: row.due_day,
    isDue: row.due_day <= today ? 1 : 0,
    lastWrongTime: formatDateTime(row.last_wrong_time),
  });

  async function ownError(siteId: number, user: SessionUser, id: number) {
    const row = await recordRepo.findErrorById(siteId, user.id, id);
    if (!row) throw notFound('错题不存在或已移出错题本');
    return row;
  }

  return {
    /** Kind, type and summary of each top-level problem of a version (read before the submission's transaction). */
    async factsOf(siteId: number, paperId: number, version: number): Promise<Map<number, ProblemFacts>> {
      const rows = await paperRepo.copiesOf(siteId, paperId, version);
      return new Map(
        rows
          .filter((row) => row.parent_id === 0)
          .map((row) => [
            row.problem_id,
            { problemType: row.problem_type, problemKind: row.problem_kind, summary: summaryOf(row.content_text) },
          ]),
      );
    },

    /** Adds wrong problems (or brings them back, due today) inside the submission's transaction. */
    async recordWrong(siteId: number, userId: number, wrong: WrongProblem[], tx: Tx): Promise<void> {
      const now = clock.now();
      const today = dayOf(now);
      for (const item of wrong) {
        const existing = await recordRepo.findError(siteId, userId, item.problemId, tx);
        const lastAnswers = JSON.stringify(item.answers);
        if (existing) {
          const review = nextReview(
            {
              repetitions: existing.repetitions,
              intervalDays: existing.interval_days,
              easePermille: existing.ease_permille,
            },
            false,
          );
          await recordRepo.updateError(
            siteId,
            existing.id,
            {
              status_id: 1,
              paper_id: item.paperId,
              version: item.version,
              exam_name: item.examName,
              last_answers: lastAnswers,
              wrong_count: (existing.status_id === 1 ? existing.wrong_count : 0) + 1,
              correct_days: existing.status_id === 1 ? existing.correct_days : 0,
              last_wrong_time: now,
              repetitions: review.repetitions,
              interval_days: review.intervalDays,
              ease_permille: review.easePermille,
              due_day: today,
              gmt_modified: now,
            },
            tx,
          );
        } else
          await recordRepo.insertError(
            {
              ...newBusinessRow(newId(), siteId, now),
              user_id: userId,
              problem_id: item.problemId,
              paper_id: item.paperId,
              version: item.version,
              exam_name: item.examName,
              problem_type: item.problemType,
              problem_kind: item.problemKind,
              summary: item.summary,
              last_answers: lastAnswers,
              wrong_count: 1,
              last_wrong_time: now,
              correct_days: 0,
              last_correct_day: '',
              repetitions: NEW_REVIEW.repetitions,
              interval_days: NEW_REVIEW.intervalDays,
              ease_permille: NEW_REVIEW.easePermille,
              due_day: today,
            },
            tx,
          );
      }
    },

    async kinds(siteId: number, user: SessionUser): Promise<ErrorKind[]> {
      const [rows, names] = await Promise.all([
        recordRepo.errorKinds(siteId, user.id, dayOf(clock.now())),
        problems.dictNames(siteId),
      ]);
      return rows.map((row) => ({
        problemKind: row.kind,
        problemKindName: names.kinds.get(row.kind) ?? '',
        count: row.total,
        dueCount: row.due,
      }));
    },

    async page(siteId: number, user: SessionUser, body: ErrorProblemListBody): Promise<Page<ErrorProblemItem>> {
      const window = pageWindow(body);
      const today = dayOf(clock.now());
      const [{ rows, total }, names] = await Promise.all([
        recordRepo.pageErrors(
          siteId,
          user.id,
          {
            ...(body.problemKind ? { problemKind: body.problemKind } : {}),
            ...(body.dueOnly === 1 ? { dueBy: today } : {}),
          },
          window.offset,
          window.pageSize,
        ),
        problems.dictNames(siteId),
      ]);
      return toPage(
        rows.map((row) => toItem(row, names, today)),
        total,
        window,
      );
    },

    async view(siteId: number, user: SessionUser, id: number): Promise<ErrorProblemView> {
      const row = await ownError(siteId, user, id);
      const copy = await copyOf(siteId, row.paper_id, row.version, row.problem_id);
      return {
        item: toItem(row, await problems.dictNames(siteId), dayOf(clock.now())),
        problem: problemOf(copy, false),
        lastAnswers: JSON.parse(row.last_answers) as SavedAnswer[],
      };
    },

    /** Re-practice: judged at once; moves the schedule, counts a right day, retires after three. */
    async answer(siteId: number, user: SessionUser, body: ErrorAnswerSaveBody): Promise<ErrorAnswerResult> {
      const row = await ownError(siteId, user, Number(body.id));
      const { refusal } = await access.viewOf(siteId, user, row.paper_id);
      if (refusal) throw refusal;
      const problem = problemOf(await copyOf(siteId, row.paper_id, row.version, row.problem_id), true);
      const leaves = leavesOfProblem(problem);
      const given = new Map<number, string[]>();
      for (const item of body.answers) {
        const leaf = leaves.find((candidate) => candidate.problemId === Number(item.problemId));
        if (!leaf) throw badRequest('作答的题目不属于这道错题');
        checkAnswerShape(leaf.key, item.answer);
        given.set(leaf.problemId, item.answer);
      }
      const results: AnswerResult[] = leaves.map((leaf) => {
        const answer = given.get(leaf.problemId) ?? [];
        const judged = judge(leaf.key, answer, { multipleHalfScore: true });
        return {
          problemId: String(leaf.problemId),
          answer,
          score: toPoints(judged.tenths),
          maxScore: leaf.key.score,
          state: judged.state,
          comment: '',
        };
      });
      const judgedOnes = results.filter((result) => result.state !== AnswerState.awaitingMarking);
      if (judgedOnes.length === 0) throw badRequest('这道题需要老师批阅，不能自动判分');
      const right = judgedOnes.every((result) => result.state === AnswerState.right);
      const now = clock.now();
      const today = dayOf(now);
      const review = nextReview(
        { repetitions: row.repetitions, intervalDays: row.interval_days, easePermille: row.ease_permille },
        right,
      );
      const newDay = right && row.last_correct_day !== today;
      const correctDays = row.correct_days + (newDay ? 1 : 0);
      const retired = correctDays >= ERROR_RETIRE_DAYS;
      // A second right answer on one day neither counts again nor stretches the schedule.
      const changes: Partial<ExamErrorProblemTable> =
        right && !newDay
          ? { gmt_modified: now }
          : {
              correct_days: correctDays,
              ...(right ? { last_correct_day: today } : { last_answers: JSON.stringify(body.answers) }),
              ...(right ? {} : { wrong_count: row.wrong_count + 1, last_wrong_time: now }),
              repetitions: review.repetitions,
              interval_days: review.intervalDays,
              ease_permille: review.easePermille,
              due_day: addDays(today, review.intervalDays),
              status_id: retired ? 0 : 1,
              gmt_modified: now,
            };
      await transact((tx) => recordRepo.updateError(siteId, row.id, changes, tx));
      const updated = { ...row, ...changes };
      return {
        isRight: right ? 1 : 0,
        retired: retired ? 1 : 0,
        item: toItem(updated, await problems.dictNames(siteId), today),
        problem,
        answers: results,
      };
    },

    async remove(siteId: number, user: SessionUser, id: number): Promise<null> {
      const result = await recordRepo.removeErrors(siteId, user.id, id);
      if (Number(result.numUpdatedRows) === 0) throw notFound('错题不存在或已移出错题本');
      return null;
    },

    async removeAll(siteId: number, user: SessionUser): Promise<null> {
      await recordRepo.removeErrors(siteId, user.id);
      return null;
    },

    ...createCollectedProblemService(deps),
  };
}

export type NotebookService = ReturnType<typeof createNotebookService>;
