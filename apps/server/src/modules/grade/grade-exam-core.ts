import {
  ANSWER_GRACE_MS,
  GradeExamMessages,
  GradeExamRelationStatus as Status,
  GradeExamScoreShow,
  GradeExamState,
  gradeExamRelationLabels,
  SubmitWay,
  type GradeExamRelation,
} from '@school/contracts';
import type { IdGenerator } from '../../core/ids.ts';
import type { JobDb, JobQueue } from '../../core/jobs.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { JobTables } from '../../db/core.tables.ts';
import { tablesOf, type Transact, type Tx } from '../../db/schema.ts';
import {
  type DrawnOf,
  judgeAnswers,
  leavesOf,
  scoringOptionsOf,
  type ExamModule,
  type Leaf,
  type PaperService,
  type ScoringOptions,
} from '../exam/index.ts';
import type { MessageService, UserService } from '../user/index.ts';
import type { GradeExamRepo } from './grade-exam.repo.ts';
import type { GradeRepo } from './grade.repo.ts';
import type { GradeExamRelationTable, GradeExamTable } from './grade.tables.ts';

export const SUBMIT_RELATION_JOB = 'grade.submit-relation';

/** What class exams need: the class tables, and the exam module's papers, drawing, scoring and records. */
export interface GradeExamDeps {
  gradeRepo: GradeRepo;
  examRepo: GradeExamRepo;
  transact: Transact;
  clock: Clock;
  newId: IdGenerator;
  jobs: Pick<JobQueue, 'define' | 'enqueue'>;
  papers: Pick<PaperService, 'findPublished' | 'answerKeys' | 'listPublishedBy'>;
  drawnOf: DrawnOf;
  examRecords: Pick<ExamModule['records'], 'listMine'>;
  users: Pick<UserService, 'summaries'>;
  messages: Pick<MessageService, 'notify'>;
}

/** A relation's answer columns before anything is answered: a new relation's, and each new attempt's. */
export const NOTHING_ANSWERED = {
  submit_time: 0,
  submit_way: 0,
  position: 0,
  sys_tenths: 0,
  teacher_tenths: 0,
  awaiting_count: 0,
} as const;

export const toTenths = (points: number) => Math.round(points * 10);
const toPoints = (tenths: number) => tenths / 10;

/** Where the exam's window stands now. */
export function examStateOf(exam: GradeExamTable, now: number): number {
  if (now < exam.begin_time) return GradeExamState.notBegun;
  return now <= exam.end_time ? GradeExamState.open : GradeExamState.ended;
}

/** Past the window and any make-up window: a taker who never began has missed it. */
export const windowsClosed = (exam: GradeExamTable, now: number) =>
  now > exam.end_time && now > exam.compensate_end_time;

export const inMakeUp = (exam: GradeExamTable, now: number) =>
  exam.compensate_end_time > 0 && exam.compensate_begin_time <= now && now <= exam.compensate_end_time;

export const isSubmitted = (row: GradeExamRelationTable) =>
  row.relation_status === Status.marking || row.relation_status === Status.marked;

export const isFailed = (row: GradeExamRelationTable, exam: GradeExamTable) =>
  row.relation_status === Status.marked && row.sys_tenths + row.teacher_tenths < exam.pass_score * 10;

/** Past the deadline and its grace: answers are refused and the server submits. */
export const isOverdue = (row: GradeExamRelationTable, now: number) =>
  row.relation_status === Status.answering && now > row.deadline + ANSWER_GRACE_MS;

/** Whether the student may see the score now: on submit, after marking, or after the window closes. */
export function scoreShown(exam: GradeExamTable, row: GradeExamRelationTable, now: number): boolean {
  if (!isSubmitted(row)) return false;
  if (exam.score_show === GradeExamScoreShow.afterMarking) return row.relation_status === Status.marked;
  if (exam.score_show === GradeExamScoreShow.afterWindow) {
    return now > Math.max(exam.end_time, exam.compensate_end_time);
  }
  return true;
}

/** Why a submitted score is not shown yet: when it will be. */
export function scoreHeldBack(exam: GradeExamTable): string {
  if (exam.score_show === GradeExamScoreShow.afterMarking) return GradeExamMessages.scoreAfterMarking;
  if (exam.score_show === GradeExamScoreShow.afterWindow) {
    return GradeExamMessages.scoreAfterWindow + formatDateTime(Math.max(exam.end_time, exam.compensate_end_time));
  }
  return GradeExamMessages.scoreHidden;
}

/** Class exams' shared parts: relations on the wire, submitting and scoring, and the deadline job. */
export function createGradeExamCore(deps: GradeExamDeps) {
  const { examRepo, transact, clock, drawnOf } = deps;

  /** Relations as the wire shows them; scores only where shown (those who run the class see them all). */
  async function relationsOut(
    siteId: number,
    rows: GradeExamRelationTable[],
    options: { allScores?: boolean; ranks?: Map<number, number> } = {},
  ): Promise<GradeExamRelation[]> {
    const now = clock.now();
    const exams = new Map(
      (await examRepo.findExams(siteId, [...new Set(rows.map((row) => row.grade_exam_id))])).map((e) => [e.id, e]),
    );
    const gradeIds = [...new Set(rows.map((row) => row.grade_id))];
    const [grades, people] = await Promise.all([
      Promise.all(gradeIds.map((id) => deps.gradeRepo.findGrade(siteId, id))),
      deps.users.summaries(siteId, [...new Set(rows.map((row) => row.user_id))]),
    ]);
    const gradeNames = new Map(grades.filter((grade) => grade).map((grade) => [grade!.id, grade!.grade_name]));
    return rows.map((row) => {
      const exam = exams.get(row.grade_exam_id)!;
      const shown = options.allScores ? isSubmitted(row) : scoreShown(exam, row, now);
      const sys = shown ? row.sys_tenths : 0;
      const teacher = shown ? row.teacher_tenths : 0;
      const rank = shown && exam.is_rank === 1 ? (options.ranks?.get(row.id) ?? 0) : 0;
      return {
        id: String(row.id),
        gradeExamId: String(row.grade_exam_id),
        gradeId: String(row.grade_id),
        gradeName: gradeNames.get(row.grade_id) ?? '',
        userId: String(row.user_id),
        nickname: people.get(row.user_id)?.nickname ?? '',
        examName: exam.exam_name,
        beginTime: formatDateTime(exam.begin_time),
        endTime: formatDateTime(exam.end_time),
        answerMinutes: exam.answer_minutes,
        examState: examStateOf(exam, now),
        relationStatus: row.relation_status,
        relationStatusName: gradeExamRelationLabels[row.relation_status] ?? '',
        startTime: row.start_time > 0 ? formatDateTime(row.start_time) : '',
        deadline: row.deadline > 0 ? formatDateTime(row.deadline) : '',
        submitTime: row.submit_time > 0 ? formatDateTime(row.submit_time) : '',
        submitWay: row.submit_way,
        remainingMs: row.relation_status === Status.answering ? Math.max(0, row.deadline - now) : 0,
        position: row.position,
        totalScore: exam.total_score,
        passScore: exam.pass_score,
        scoreShown: shown ? 1 : 0,
        sysScore: toPoints(sys),
        teacherScore: toPoints(teacher),
        score: toPoints(sys + teacher),
        isPass: shown && row.relation_status === Status.marked && sys + teacher >= exam.pass_score * 10 ? 1 : 0,
        rank,
        isCompensate: row.attempts > 1 ? 1 : 0,
        isIgnore: row.is_ignore === 1 ? 1 : 0,
      };
    });
  }

  /** The relation's rank among the exam's submitted relations (by total score). */
  async function rankOf(siteId: number, row: GradeExamRelationTable): Promise<Map<number, number>> {
    if (!isSubmitted(row)) return new Map();
    const above = await examRepo.scoringAbove(siteId, row.grade_exam_id, row.sys_tenths + row.teacher_tenths);
    return new Map([[row.id, above + 1]]);
  }

  /** A relation's paper as its leaves, each with the key it is scored by. */
  async function leavesFor(siteId: number, row: GradeExamRelationTable): Promise<ReadonlyMap<number, Leaf>> {
    return leavesOf(await drawnOf(siteId, row));
  }

  /** Judges the relation's answers against these keys and stores each answer's state and system score. */
  async function judgeAndStore(
    siteId: number,
    relationId: number,
    leaves: ReadonlyMap<number, Leaf>,
    options: ScoringOptions,
    now: number,
    tx: Tx,
  ) {
    const sheet = judgeAnswers(leaves, await examRepo.answersOf(siteId, relationId, tx), options);
    for (const [problemId, judged] of sheet.byProblem) {
      await examRepo.updateAnswer(
        siteId,
        relationId,
        problemId,
        { state: judged.state, sys_tenths: judged.tenths, gmt_modified: now },
        tx,
      );
    }
    return sheet;
  }

  /**
   * Submits a relation being answered: scores every objective answer, and leaves the essays awaiting
   * the teacher (state 3) or, with none answered, is marked at once (4). False when already submitted.
   */
  async function submit(siteId: number, row: GradeExamRelationTable, way: number): Promise<boolean> {
    const drawn = await drawnOf(siteId, row);
    const leaves = leavesOf(drawn);
    const now = clock.now();
    return transact(async (tx) => {
      if (!(await examRepo.moveRelation(siteId, row.id, [Status.answering], { gmt_modified: now }, tx))) return false;
      const sheet = await judgeAndStore(siteId, row.id, leaves, scoringOptionsOf(drawn), now, tx);
      await examRepo.updateRelation(
        siteId,
        row.id,
        {
          relation_status: sheet.awaiting > 0 ? Status.marking : Status.marked,
          submit_way: way,
          submit_time: now,
          sys_tenths: sheet.tenths,
          teacher_tenths: 0,
          awaiting_count: sheet.awaiting,
        },
        tx,
      );
      return true;
    });
  }

  /** A relation past its deadline is submitted on the spot by whichever call meets it first. */
  async function settle(siteId: number, row: GradeExamRelationTable): Promise<GradeExamRelationTable> {
    if (!isOverdue(row, clock.now())) return row;
    await submit(siteId, row, SubmitWay.deadline);
    return (await examRepo.findRelation(siteId, row.id))!;
  }

  /** Queues the deadline job with the change that began the relation. */
  const enqueueDeadline = (siteId: number, relationId: number, deadline: number, tx: Tx) =>
    deps.jobs.enqueue(
      SUBMIT_RELATION_JOB,
      siteId,
      { relationId },
      { runAfter: deadline + ANSWER_GRACE_MS, tx: tablesOf<JobTables>(tx) as JobDb },
    );

  deps.jobs.define<{ relationId: number }>(SUBMIT_RELATION_JOB, {
    concurrency: 4,
    maxAttempts: 10,
    retryDelayMs: (attempt) => Math.min(5_000 * attempt, 60_000),
    async run({ relationId }, job) {
      const row = await examRepo.findRelation(job.siteId, relationId);
      if (!row || row.relation_status !== Status.answering) return;
      if (!isOverdue(row, clock.now())) throw new Error('班级考试尚未到截止时间');
      await submit(job.siteId, row, SubmitWay.deadline);
    },
  });

  return { relationsOut, rankOf, leavesFor, judgeAndStore, submit, settle, enqueueDeadline };
}

export type GradeExamCore = ReturnType<typeof createGradeExamCore>;
