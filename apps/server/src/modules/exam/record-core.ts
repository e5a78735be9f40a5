import { randomBytes } from 'node:crypto';
import {
  ANSWER_GRACE_MS,
  AnswerState,
  ExamRecordStatus,
  ExamRecordType,
  SubmitWay,
  type AnswerSaveBody,
  type ExamResult,
  type ExamSession,
  type ResultTitle,
} from '@school/contracts';
import { badRequest, forbidden, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { JobDb } from '../../core/jobs.ts';
import { tablesOf, type Tx } from '../../db/schema.ts';
import type { JobTables } from '../../db/core.tables.ts';
import { type AnswerView } from './answer-access.ts';
import type { ExamRecordAnswerTable, ExamRecordTable } from './exam.tables.ts';
import type { ProblemFacts, WrongProblem } from './notebook.service.ts';
import type { DrawnPaper } from './paper.service.ts';
import { type Judged, toPoints } from './scoring.ts';
import {
  isOverdue,
  judgeAnswers,
  leavesOf,
  parseAnswer,
  scoringOptionsOf,
  titlesWithoutAnswers,
  toAnswerResult,
  withoutAnswers,
  toExamRecord,
  topProblemsOf,
  type Leaf,
} from './taking.ts';
import { SUBMIT_JOB, type RecordServiceDeps } from './record.service.ts';
import { newBusinessRow } from '../../db/columns.ts';

export const runningFilter = (userId: number) => ({
  userId,
  recordType: ExamRecordType.exam,
  recordStatus: ExamRecordStatus.answering,
});
export const busy = (row: ExamRecordTable) => wrongState(`您正在参加《${row.exam_name}》，请先交卷后再开始新的考试`);
export const submitted = () => wrongState('试卷已交卷，作答不能再修改');

/** What exams and practice share: a learner's records, drawing, saving, submitting and results. */
export function createRecordCore(deps: Omit<RecordServiceDeps, 'users'>) {
  const { transact, recordRepo, papers, drawnOf, access, notebook, jobs, clock, newId } = deps;

  async function ownRecord(siteId: number, user: SessionUser, id: number, type: number) {
    const row = await recordRepo.findRecord(siteId, id);
    if (!row || row.record_type !== type)
      throw notFound(type === ExamRecordType.exam ? '考试记录不存在' : '练习记录不存在');
    if (row.user_id !== user.id) throw forbidden('不能查看或修改他人的考试记录');
    return row;
  }

  async function paperToTake(siteId: number, user: SessionUser, examId: number) {
    const paper = await papers.findPublished(siteId, examId);
    if (!paper || paper.isPutAway !== 1) throw notFound('试卷不存在或已下架');
    if (!(await access.mayTake(siteId, user, paper))) throw forbidden('这是收费试卷，请先购买后再作答');
    return paper;
  }

  /** The answer rule for a page that shows the answers of a paper: refused as a whole, or problem by problem. */
  async function answersFor(siteId: number, user: SessionUser, paperId: number) {
    const view = await access.viewOf(siteId, user, paperId);
    if (view.refusal) throw view.refusal;
    return view;
  }

  /**
   * Submits a record still being answered: judges every saved answer, adds the wrong ones to the error
   * notebook, and sets the status (awaiting marking when an essay was answered). False when it was
   * already submitted (by the learner, the job or another instance).
   */
  async function submit(siteId: number, record: ExamRecordTable, way: number): Promise<boolean> {
    const paper = await drawnOf(siteId, record);
    const leaves = leavesOf(paper);
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const facts = await notebook.factsOf(siteId, record.paper_id, record.version);
    const now = clock.now();
    return transact(async (tx) => {
      const moved = await recordRepo.moveRecord(siteId, record, ExamRecordStatus.answering, { gmt_modified: now }, tx);
      if (!moved) return false;
      const answers = await recordRepo.answersOf(siteId, record.id, tx);
      const sheet = judgeAnswers(leaves, answers, scoringOptionsOf(paper));
      for (const [problemId, judged] of sheet.byProblem) {
        await recordRepo.judgeAnswer(
          siteId,
          record.id,
          problemId,
          { state: judged.state, score_tenths: judged.tenths, gmt_modified: now },
          tx,
        );
      }
      await recordRepo.updateRecord(
        siteId,
        record,
        {
          record_status: sheet.awaiting > 0 ? ExamRecordStatus.marking : ExamRecordStatus.scored,
          submit_way: way,
          submit_time: now,
          objective_tenths: sheet.tenths,
          awaiting_count: sheet.awaiting,
          answered_count: sheet.answered,
        },
        tx,
      );
      await notebook.recordWrong(
        siteId,
        record.user_id,
        wrongProblems(record, paper, leaves, answers, sheet.byProblem, facts),
        tx,
      );
      return true;
    });
  }

  /** Top-level problems with an answered part that lost points (essays are the teacher's to judge). */
  function wrongProblems(
    record: ExamRecordTable,
    paper: DrawnPaper,
    leaves: ReadonlyMap<number, Leaf>,
    answers: ExamRecordAnswerTable[],
    judged: Map<number, Judged>,
    facts: Map<number, ProblemFacts>,
  ): WrongProblem[] {
    const wrongTops = new Set<number>();
    for (const [problemId, { state }] of judged)
      if (state === AnswerState.wrong || state === AnswerState.partial) wrongTops.add(leaves.get(problemId)!.topId);
    return topProblemsOf(paper)
      .filter((problem) => wrongTops.has(Number(problem.id)) && facts.has(Number(problem.id)))
      .map((problem) => ({
        ...facts.get(Number(problem.id))!,
        problemId: Number(problem.id),
        paperId: record.paper_id,
        version: record.version,
        examName: record.exam_name,
        answers: answers
          .filter((row) => leaves.get(row.problem_id)?.topId === Number(problem.id))
          .map((row) => ({ problemId: String(row.problem_id), answer: parseAnswer(row.answer) })),
      }));
  }

  /** A record past its deadline is submitted on the spot by whichever call sees it first. */
  async function settle(siteId: number, row: ExamRecordTable): Promise<ExamRecordTable> {
    if (!isOverdue(row, clock.now())) return row;
    await submit(siteId, row, SubmitWay.deadline);
    return (await recordRepo.findRecord(siteId, row.id))!;
  }

  async function sessionOf(siteId: number, row: ExamRecordTable): Promise<ExamSession> {
    const [paper, answers] = await Promise.all([drawnOf(siteId, row), recordRepo.answersOf(siteId, row.id)]);
    return {
      record: toExamRecord(row, clock.now()),
      titles: titlesWithoutAnswers(paper),
      answers: answers.map((answer) => ({ problemId: String(answer.problem_id), answer: parseAnswer(answer.answer) })),
    };
  }

  async function newRecord(siteId: number, user: SessionUser, examId: number, type: number): Promise<ExamRecordTable> {
    const paper = await paperToTake(siteId, user, examId);
    const seed = randomBytes(8).toString('hex');
    const drawn = await drawnOf(siteId, { paper_id: examId, seed, version: paper.version });
    const now = clock.now();
    const row: ExamRecordTable = {
      ...newBusinessRow(newId(), siteId, now),
      user_id: user.id,
      paper_id: examId,
      lecturer_user_id: Number(paper.lecturerUserId),
      version: paper.version,
      seed,
      exam_name: paper.examName,
      record_type: type,
      record_status: ExamRecordStatus.answering,
      submit_way: 0,
      start_time: now,
      deadline: type === ExamRecordType.exam ? now + paper.answerMinutes * 60_000 : 0,
      submit_time: 0,
      answer_minutes: paper.answerMinutes,
      position: 0,
      total_score: paper.totalScore,
      pass_score: paper.passScore,
      problem_count: leavesOf(drawn).size,
      objective_tenths: 0,
      subjective_tenths: 0,
      awaiting_count: 0,
      answered_count: 0,
    };
    try {
      await transact(async (tx) => {
        await recordRepo.insertRecord(row, tx);
        if (type === ExamRecordType.exam)
          await jobs.enqueue(
            SUBMIT_JOB,
            siteId,
            { recordId: row.id },
            { runAfter: row.deadline + ANSWER_GRACE_MS, tx: tablesOf<JobTables>(tx) as JobDb },
          );
      });
    } catch (error) {
      // Two starts at once: the one-running-exam index lets only one of them in.
      const [running] = await recordRepo.findRecords(siteId, runningFilter(user.id));
      if (running && type === ExamRecordType.exam) {
        if (running.paper_id === examId) return running;
        throw busy(running);
      }
      throw error;
    }
    return row;
  }

  /** Saves one answer inside a transaction that first confirms the record is still open (freezes with submission). */
  async function saveAnswer(
    siteId: number,
    row: ExamRecordTable,
    body: AnswerSaveBody,
    judged?: { state: number; tenths: number },
  ) {
    const now = clock.now();
    await transact(async (tx: Tx) => {
      const open = await recordRepo.moveRecord(
        siteId,
        row,
        ExamRecordStatus.answering,
        { gmt_modified: now, ...(body.position !== undefined ? { position: body.position } : {}) },
        tx,
      );
      if (!open) throw submitted();
      await recordRepo.upsertAnswer(
        {
          id: newId(),
          site_id: siteId,
          gmt_create: now,
          gmt_modified: now,
          record_id: row.id,
          problem_id: Number(body.problemId),
          answer: JSON.stringify(body.answer),
          state: judged?.state ?? AnswerState.unanswered,
          score_tenths: judged?.tenths ?? 0,
          comment: '',
        },
        tx,
      );
    });
    return now;
  }

  /** A result as its learner reads it: with the problems they collected, for the 收藏 buttons. */
  async function withCollected(
    siteId: number,
    userId: number,
    result: Awaited<ReturnType<typeof resultOf>>,
  ): Promise<ExamResult> {
    const problemIds = result.titles.flatMap((title) => title.problems.map((problem) => Number(problem.id)));
    const collected = await recordRepo.collectedAmong(siteId, userId, problemIds);
    return { ...result, collectedIds: collected.map(String) };
  }

  async function leafOf(siteId: number, row: ExamRecordTable, problemId: string) {
    const paper = await drawnOf(siteId, row);
    const leaf = leavesOf(paper).get(Number(problemId));
    if (!leaf) {
      const stem = topProblemsOf(paper).some((problem) => problem.id === problemId);
      throw badRequest(stem ? '作答格式不正确：材料题、听力题请作答其中的小题' : '这道题不在您的试卷中');
    }
    return { paper, leaf };
  }

  /**
   * A record with every problem and the learner's results; a problem's answer and analysis only where `sees`
   * allows (the paper's teacher marking it sees all).
   */
  async function resultOf(siteId: number, row: ExamRecordTable, sees: AnswerView['sees'] = () => true) {
    const [paper, answers] = await Promise.all([drawnOf(siteId, row), recordRepo.answersOf(siteId, row.id)]);
    const byProblem = new Map(answers.map((answer) => [answer.problem_id, answer]));
    const leaves = leavesOf(paper);
    const results = [...leaves.values()].map((leaf) => toAnswerResult(leaf, byProblem.get(leaf.problemId)));
    const gainedOf = (problemIds: number[]) =>
      toPoints(
        [...leaves.values()]
          .filter((leaf) => problemIds.includes(leaf.topId))
          .reduce((sum, leaf) => sum + (byProblem.get(leaf.problemId)?.score_tenths ?? 0), 0),
      );
    const full = paper.titles.map(({ problemIds, ...title }): ResultTitle => ({
      ...title,
      gained: gainedOf(problemIds),
    }));
    const titles = full.map((title) => ({
      ...title,
      problems: title.problems.map((problem) => (sees(Number(problem.id)) ? problem : withoutAnswers(problem))),
    }));
    return { record: toExamRecord(row, clock.now()), titles, answers: results };
  }

  jobs.define<{ recordId: number }>(SUBMIT_JOB, {
    concurrency: 4,
    maxAttempts: 10,
    retryDelayMs: (attempt) => Math.min(5_000 * attempt, 60_000),
    async run({ recordId }, job) {
      const row = await recordRepo.findRecord(job.siteId, recordId);
      if (!row || row.record_status !== ExamRecordStatus.answering) return;
      if (!isOverdue(row, clock.now())) throw new Error('考试尚未到截止时间');
      await submit(job.siteId, row, SubmitWay.deadline);
    },
  });

  return {
    ownRecord,
    paperToTake,
    answersFor,
    submit,
    settle,
    sessionOf,
    newRecord,
    saveAnswer,
    withCollected,
    leafOf,
    resultOf,
  };
}

export type RecordCore = ReturnType<typeof createRecordCore>;
