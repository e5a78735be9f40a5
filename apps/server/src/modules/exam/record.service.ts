import { randomBytes } from 'node:crypto';
import {
  ANSWER_GRACE_MS,
  AnswerState,
  ExamRecordStatus,
  ExamRecordType,
  SubmitWay,
  type AnswerSaveBody,
  type AnswerSaved,
  type ExamClock,
  type ExamOnlineBody,
  type ExamRecord,
  type ExamResult,
  type ExamSession,
  type Page,
  type PaperDetail,
  type PracticeFeedback,
  type RecordListBody,
  type ResultTitle,
} from '@school/contracts';
import { badRequest, forbidden, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { JobDb, JobQueue } from '../../core/jobs.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import { tablesOf, type Transact, type Tx } from '../../db/schema.ts';
import type { JobTables } from '../../db/core.tables.ts';
import type { UserService } from '../user/index.ts';
import { EXAM_RUNNING_MSG, type AnswerAccess, type AnswerView } from './answer-access.ts';
import type { DrawnOf } from './drawn-papers.ts';
import type { ExamRecordAnswerTable, ExamRecordTable } from './exam.tables.ts';
import type { NotebookService, ProblemFacts, WrongProblem } from './notebook.service.ts';
import type { DrawnPaper, PaperService } from './paper.service.ts';
import type { RecordRepo } from './record.repo.ts';
import { checkAnswerShape, judge, toPoints } from './scoring.ts';
import {
  isOverdue,
  leavesOf,
  parseAnswer,
  remainingMs,
  titlesWithoutAnswers,
  toAnswerResult,
  withoutAnswers,
  toExamRecord,
  topProblemsOf,
  type Leaf,
} from './taking.ts';

/**
 * Taking exams (decision 0033). The server owns time: a record's deadline is its start plus the paper's
 * answer time, and a durable job submits it when the deadline (plus a short grace for saves in flight)
 * passes, whoever is or is not connected. Every answer is saved as given and judged at submission;
 * practice records have no deadline and judge each answer at once.
 */

export const SUBMIT_JOB = 'exam.submit-record';

export interface RecordServiceDeps {
  transact: Transact;
  recordRepo: RecordRepo;
  papers: Pick<PaperService, 'findPublished'>;
  drawnOf: DrawnOf;
  access: Pick<AnswerAccess, 'mayTake' | 'runningExam' | 'viewOf'>;
  notebook: Pick<NotebookService, 'recordWrong' | 'factsOf'>;
  users: Pick<UserService, 'summaries'>;
  jobs: Pick<JobQueue, 'define' | 'enqueue'>;
  clock: Clock;
  newId: IdGenerator;
}

export function createRecordService(deps: RecordServiceDeps) {
  const { transact, recordRepo, papers, drawnOf, access, notebook, users, jobs, clock, newId } = deps;

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
    const options = { multipleHalfScore: paper.paper.multipleHalfScore === 1 };
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const facts = await notebook.factsOf(siteId, record.paper_id, record.version);
    const now = clock.now();
    return transact(async (tx) => {
      const moved = await recordRepo.moveRecord(
        siteId,
        record.id,
        ExamRecordStatus.answering,
        { gmt_modified: now },
        tx,
      );
      if (!moved) return false;
      const answers = await recordRepo.answersOf(siteId, record.id, tx);
      let objective = 0;
      let awaiting = 0;
      let answered = 0;
      const judgedByLeaf = new Map<number, number>();
      for (const row of answers) {
        const leaf = leaves.get(row.problem_id);
        if (!leaf) continue;
        const judged = judge(leaf.key, parseAnswer(row.answer), options);
        judgedByLeaf.set(leaf.problemId, judged.state);
        if (judged.state !== AnswerState.unanswered) answered += 1;
        if (judged.state === AnswerState.awaitingMarking) awaiting += 1;
        objective += judged.tenths;
        await recordRepo.judgeAnswer(
          siteId,
          record.id,
          row.problem_id,
          { state: judged.state, score_tenths: judged.tenths, gmt_modified: now },
          tx,
        );
      }
      await recordRepo.updateRecord(
        siteId,
        record.id,
        {
          record_status: awaiting > 0 ? ExamRecordStatus.marking : ExamRecordStatus.scored,
          submit_way: way,
          submit_time: now,
          objective_tenths: objective,
          awaiting_count: awaiting,
          answered_count: answered,
        },
        tx,
      );
      await notebook.recordWrong(
        siteId,
        record.user_id,
        wrongProblems(record, paper, leaves, answers, judgedByLeaf, facts),
        tx,
      );
      return true;
    });
  }

  /** Top-level problems with an answered part that lost points (essays are the teacher's to judge). */
  function wrongProblems(
    record: ExamRecordTable,
    paper: DrawnPaper,
    leaves: Map<number, Leaf>,
    answers: ExamRecordAnswerTable[],
    states: Map<number, number>,
    facts: Map<number, ProblemFacts>,
  ): WrongProblem[] {
    const wrongTops = new Set<number>();
    for (const [problemId, state] of states)
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
      id: newId(),
      site_id: siteId,
      status_id: 1,
      gmt_create: now,
      gmt_modified: now,
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

  const runningFilter = (userId: number) => ({
    userId,
    recordType: ExamRecordType.exam,
    recordStatus: ExamRecordStatus.answering,
  });
  const busy = (row: ExamRecordTable) => wrongState(`您正在参加《${row.exam_name}》，请先交卷后再开始新的考试`);
  const submitted = () => wrongState('试卷已交卷，作答不能再修改');

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
        row.id,
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
    async check(siteId: number, user: SessionUser, examId: number): Promise<ExamSession> {
      const [running] = await recordRepo.findRecords(siteId, runningFilter(user.id));
      if (running) {
        const current = await settle(siteId, running);
        if (current.record_status === ExamRecordStatus.answering) {
          if (current.paper_id !== examId) throw busy(current);
          return sessionOf(siteId, current);
        }
      }
      return sessionOf(siteId, await newRecord(siteId, user, examId, ExamRecordType.exam));
    },

    async continue(siteId: number, user: SessionUser, recordId: number): Promise<ExamSession> {
      const row = await settle(siteId, await ownRecord(siteId, user, recordId, ExamRecordType.exam));
      if (row.record_status !== ExamRecordStatus.answering)
        throw wrongState(
          row.submit_way === SubmitWay.deadline ? '考试时间已到，试卷已自动交卷' : '试卷已交卷，请查看成绩',
        );
      return sessionOf(siteId, row);
    },

    async answer(siteId: number, user: SessionUser, body: AnswerSaveBody): Promise<AnswerSaved> {
      const row = await ownRecord(siteId, user, Number(body.recordId), ExamRecordType.exam);
      if (row.record_status !== ExamRecordStatus.answering) throw submitted();
      if (isOverdue(row, clock.now())) {
        await settle(siteId, row);
        throw wrongState('考试时间已到，试卷已自动交卷，这次作答未能保存');
      }
      const { leaf } = await leafOf(siteId, row, body.problemId);
      checkAnswerShape(leaf.key, body.answer);
      const savedAt = await saveAnswer(siteId, row, body);
      return { problemId: body.problemId, savedTime: formatDateTime(savedAt), remainingMs: remainingMs(row, savedAt) };
    },

    async online(siteId: number, user: SessionUser, body: ExamOnlineBody): Promise<ExamClock> {
      let row = await settle(siteId, await ownRecord(siteId, user, Number(body.recordId), ExamRecordType.exam));
      if (row.record_status === ExamRecordStatus.answering && body.position !== undefined) {
        await recordRepo.moveRecord(siteId, row.id, ExamRecordStatus.answering, { position: body.position });
        row = { ...row, position: body.position };
      }
      const now = clock.now();
      return {
        recordId: String(row.id),
        recordStatus: row.record_status,
        serverTime: formatDateTime(now),
        deadline: formatDateTime(row.deadline),
        remainingMs: remainingMs(row, now),
      };
    },

    async finish(siteId: number, user: SessionUser, recordId: number): Promise<ExamRecord> {
      const row = await ownRecord(siteId, user, recordId, ExamRecordType.exam);
      if (row.record_status !== ExamRecordStatus.answering) throw wrongState('试卷已交卷，不能重复交卷');
      const overdue = isOverdue(row, clock.now());
      if (!(await submit(siteId, row, overdue ? SubmitWay.deadline : SubmitWay.learner)))
        throw wrongState('试卷已交卷，不能重复交卷');
      return toExamRecord((await recordRepo.findRecord(siteId, recordId))!, clock.now());
    },

    async listOfPaper(siteId: number, user: SessionUser, examId: number): Promise<ExamRecord[]> {
      const rows = await recordRepo.findRecords(siteId, {
        userId: user.id,
        paperId: examId,
        recordType: ExamRecordType.exam,
      });
      const now = clock.now();
      return rows.map((row) => toExamRecord(row, now));
    },

    async listMine(siteId: number, user: SessionUser, body: RecordListBody): Promise<Page<ExamRecord>> {
      const window = pageWindow(body);
      const { rows, total } = await recordRepo.pageRecords(
        siteId,
        {
          userId: user.id,
          ...(body.examId ? { paperId: Number(body.examId) } : {}),
          ...(body.recordType ? { recordType: body.recordType } : {}),
          ...(body.recordStatus ? { recordStatus: body.recordStatus } : {}),
        },
        window.offset,
        window.pageSize,
      );
      const now = clock.now();
      return toPage(
        rows.map((row) => toExamRecord(row, now)),
        total,
        window,
      );
    },

    async result(siteId: number, user: SessionUser, recordId: number): Promise<ExamResult> {
      const row = await settle(siteId, await ownRecord(siteId, user, recordId, ExamRecordType.exam));
      if (row.record_status === ExamRecordStatus.answering) throw wrongState('试卷尚未交卷，交卷后才能查看成绩和解析');
      const { sees } = await answersFor(siteId, user, row.paper_id);
      return withCollected(siteId, user.id, await resultOf(siteId, row, sees));
    },

    // ——— practice ———

    async signPractice(siteId: number, user: SessionUser, examId: number): Promise<ExamSession> {
      if (await access.runningExam(siteId, user.id, examId)) throw wrongState(EXAM_RUNNING_MSG);
      const [open] = await recordRepo.findRecords(siteId, {
        userId: user.id,
        paperId: examId,
        recordType: ExamRecordType.practice,
        recordStatus: ExamRecordStatus.answering,
      });
      if (open) {
        await paperToTake(siteId, user, examId);
        return sessionOf(siteId, open);
      }
      return sessionOf(siteId, await newRecord(siteId, user, examId, ExamRecordType.practice));
    },

    async savePractice(siteId: number, user: SessionUser, body: AnswerSaveBody): Promise<PracticeFeedback> {
      const row = await ownRecord(siteId, user, Number(body.recordId), ExamRecordType.practice);
      if (row.record_status !== ExamRecordStatus.answering) throw submitted();
      await answersFor(siteId, user, row.paper_id);
      const { paper, leaf } = await leafOf(siteId, row, body.problemId);
      checkAnswerShape(leaf.key, body.answer);
      const judged = judge(leaf.key, body.answer, { multipleHalfScore: paper.paper.multipleHalfScore === 1 });
      await saveAnswer(siteId, row, body, judged);
      const top = topProblemsOf(paper).find((problem) => Number(problem.id) === leaf.topId)!;
      if (judged.state === AnswerState.wrong || judged.state === AnswerState.partial) {
        const facts = (await notebook.factsOf(siteId, row.paper_id, row.version)).get(leaf.topId)!;
        await transact((tx) =>
          notebook.recordWrong(
            siteId,
            user.id,
            [
              {
                ...facts,
                problemId: leaf.topId,
                paperId: row.paper_id,
                version: row.version,
                examName: row.exam_name,
                answers: [{ problemId: body.problemId, answer: body.answer }],
              },
            ],
            tx,
          ),
        );
      }
      const answers = new Map(
        (await recordRepo.answersOf(siteId, row.id)).map((answer) => [answer.problem_id, answer]),
      );
      const leaves = leavesOf(paper);
      const result = {
        problemId: body.problemId,
        answer: body.answer,
        score: toPoints(judged.tenths),
        maxScore: leaf.key.score,
        state: judged.state,
        comment: '',
      };
      return {
        result,
        problem: top,
        children: top.children.map((child) =>
          toAnswerResult(leaves.get(Number(child.id))!, answers.get(Number(child.id))),
        ),
      };
    },

    async viewPractice(siteId: number, user: SessionUser, recordId: number): Promise<ExamResult> {
      const row = await ownRecord(siteId, user, recordId, ExamRecordType.practice);
      const { sees } = await answersFor(siteId, user, row.paper_id);
      return withCollected(siteId, user.id, await resultOf(siteId, row, sees));
    },

    async deletePractice(siteId: number, user: SessionUser, recordId: number): Promise<null> {
      await ownRecord(siteId, user, recordId, ExamRecordType.practice);
      await recordRepo.softDeleteRecord(siteId, recordId);
      return null;
    },

    async deletePracticeAnswer(siteId: number, user: SessionUser, recordId: number, problemId: number): Promise<null> {
      const row = await ownRecord(siteId, user, recordId, ExamRecordType.practice);
      if (row.record_status !== ExamRecordStatus.answering) throw submitted();
      await recordRepo.deleteAnswer(siteId, recordId, problemId);
      return null;
    },

    // ——— the paper's detail page ———

    async detail(siteId: number, examId: number, user?: SessionUser): Promise<PaperDetail> {
      const paper = await papers.findPublished(siteId, examId);
      if (!paper || (paper.isPutAway !== 1 && paper.lecturerUserId !== String(user?.id)))
        throw notFound('试卷不存在或已下架');
      const drawn = await drawnOf(siteId, { paper_id: examId, seed: 'detail', version: paper.version });
      const [people, takers] = await Promise.all([
        users.summaries(siteId, [Number(paper.lecturerUserId)]),
        recordRepo.takerCounts(siteId, [examId]),
      ]);
      const person = people.get(Number(paper.lecturerUserId));
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      const { version, ...info } = paper;
      const detail: PaperDetail = {
        paper: info,
        titles: drawn.titles.map((title) => ({
          titleName: title.titleName,
          description: title.description,
          score: title.score,
          problemCount: title.problems.length,
        })),
        lecturerName: person?.nickname || '',
        takerCount: takers.get(examId) ?? 0,
        isBuy: 0,
        runningRecordId: '',
      };
      if (!user) return detail;
      const mine = await recordRepo.findRecords(siteId, {
        userId: user.id,
        paperId: examId,
        recordType: ExamRecordType.exam,
      });
      const running = mine.find((row) => row.record_status === ExamRecordStatus.answering);
      const last = mine.find((row) => row.record_status !== ExamRecordStatus.answering);
      return {
        ...detail,
        isBuy: (await access.mayTake(siteId, user, paper)) ? 1 : 0,
        runningRecordId: running ? String(running.id) : '',
        ...(last ? { lastRecord: toExamRecord(last, clock.now()) } : {}),
      };
    },

    drawnOf,
    resultOf,
  };
}

export type RecordService = ReturnType<typeof createRecordService>;
