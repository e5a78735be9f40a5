import { randomBytes } from 'node:crypto';
import {
  ExamRecordStatus,
  ExamRecordType,
  GradeExamMessages as Messages,
  GradeExamRelationStatus as Status,
  GradeExamScope,
  GradeExamState,
  GradeRole,
  SubmitWay,
  type GradeAnswerSave,
  type GradeAnswerSaved,
  type GradeExamRelation,
  type GradeExamRelationQuery,
  type GradeExamScore,
  type GradeExamSession,
  type Page,
} from '@school/contracts';
import { badRequest, forbidden, notFound, refused, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime } from '../../core/time.ts';
import { checkAnswerShape, titlesWithoutAnswers } from '../exam/index.ts';
import type { GradeExamRelationTable, GradeExamTable } from './grade.tables.ts';
import {
  examStateOf,
  type GradeExamCore,
  type GradeExamDeps,
  inMakeUp,
  isFailed,
  isOverdue,
  isSubmitted,
  NOTHING_ANSWERED,
  scoreHeldBack,
  scoreShown,
} from './grade-exam-core.ts';
import type { GradeExamMarking } from './grade-exam-marking.ts';
import type { GradeExams } from './grade-exams.ts';
import type { GradeStanding } from './grade-standing.ts';
import { newBusinessRow } from '../../db/columns.ts';

const busy = (name: string) => wrongState(`您正在参加《${name}》，请先交卷后再开始新的考试`);

/** A student's side of class exams: the list, the check, beginning, answering, submitting, the score. */
export function createGradeExamTaking(
  deps: GradeExamDeps,
  core: GradeExamCore,
  parts: {
    standings: Pick<GradeStanding, 'standing'>;
    exams: Pick<GradeExams, 'relationRow'>;
    marking: Pick<GradeExamMarking, 'scoreSheet'>;
  },
) {
  const { examRepo, transact, clock, newId, drawnOf } = deps;
  const { relationsOut, settle } = core;

  async function liveExam(siteId: number, gradeExamId: number) {
    const exam = await examRepo.findExam(siteId, gradeExamId);
    if (!exam) throw notFound(Messages.examGone);
    return exam;
  }

  /** The student's relation to a class exam of a class they are in (999 with the reason otherwise). */
  async function mine(siteId: number, user: SessionUser, gradeExamId: number) {
    const exam = await liveExam(siteId, gradeExamId);
    const { role } = await parts.standings.standing(siteId, user, exam.grade_id);
    if (role === 0) throw refused(Messages.notMember);
    await examRepo.markMissed(siteId, { userId: user.id }, clock.now());
    const row = await examRepo.findRelationOf(siteId, exam.id, user.id);
    if (!row) {
      const mayClaim = exam.student_scope === GradeExamScope.all && role === GradeRole.student;
      throw refused(mayClaim ? Messages.claimFirst : Messages.notTaker);
    }
    return { exam, row: await settle(siteId, row) };
  }

  async function ownRelation(siteId: number, user: SessionUser, relationId: number) {
    const row = await examRepo.findRelation(siteId, relationId);
    if (!row) throw notFound(Messages.relationGone);
    if (row.user_id !== user.id) throw forbidden('不能查看或修改他人的考试记录');
    return row;
  }

  /** Whether the relation may begin (or go on) now: true for a make-up attempt; 999 with the reason otherwise. */
  function beginnable(exam: GradeExamTable, row: GradeExamRelationTable, now: number): boolean {
    if (row.relation_status === Status.answering) return false;
    const state = examStateOf(exam, now);
    if (state === GradeExamState.notBegun) throw refused(Messages.notBegun);
    if (state === GradeExamState.open) {
      if (row.attempts === 0) return false;
      throw refused(Messages.taken);
    }
    const missed = row.relation_status === Status.notStarted || row.relation_status === Status.missed;
    const eligible = row.attempts < 2 && (missed || (exam.compensate_failed === 1 && isFailed(row, exam)));
    if (eligible && inMakeUp(exam, now)) return true;
    if (eligible && exam.compensate_begin_time > now) throw refused(Messages.makeUpNotBegun);
    throw refused(isSubmitted(row) ? Messages.taken : Messages.ended);
  }

  const out = async (siteId: number, row: GradeExamRelationTable) =>
    (await relationsOut(siteId, [row], { ranks: await core.rankOf(siteId, row) }))[0]!;

  async function sessionOf(siteId: number, row: GradeExamRelationTable): Promise<GradeExamSession> {
    const [drawn, answers] = await Promise.all([drawnOf(siteId, row), examRepo.answersOf(siteId, row.id)]);
    return {
      relation: await out(siteId, row),
      titles: titlesWithoutAnswers(drawn),
      answers: answers.map((answer) => ({
        problemId: String(answer.problem_id),
        answer: JSON.parse(answer.answer) as string[],
      })),
    };
  }

  /** One exam at a time: another class exam, or an ordinary exam, being answered refuses the begin. */
  async function assertNoOtherExam(siteId: number, user: SessionUser, relationId: number) {
    const running = await examRepo.answeringOf(siteId, user.id);
    if (running && running.id !== relationId) {
      const current = await settle(siteId, running);
      if (current.relation_status === Status.answering) {
        throw busy((await examRepo.findExam(siteId, current.grade_exam_id))?.exam_name ?? '');
      }
    }
    const ordinary = await deps.examRecords.listMine(siteId, user, {
      pageCurrent: 1,
      pageSize: 1,
      recordType: ExamRecordType.exam,
      recordStatus: ExamRecordStatus.answering,
    });
    const record = ordinary.list[0];
    if (record && record.remainingMs > 0) throw busy(record.examName);
  }

  return {
    async tips(siteId: number, user: SessionUser): Promise<number> {
      return examRepo.countWaiting(siteId, user.id, clock.now());
    },

    async pageMine(siteId: number, user: SessionUser, query: GradeExamRelationQuery): Promise<Page<GradeExamRelation>> {
      await examRepo.markMissed(siteId, { userId: user.id }, clock.now());
      const window = pageWindow(query);
      const gradeId = query.gradeId ? Number(query.gradeId) : undefined;
      const { rows, total } = await examRepo.pageRelationsOfUser(
        siteId,
        user.id,
        gradeId,
        query.relationStatus,
        window,
      );
      const ranks = new Map<number, number>();
      for (const row of rows) for (const [id, rank] of await core.rankOf(siteId, row)) ranks.set(id, rank);
      return toPage(await relationsOut(siteId, rows, { ranks }), total, window);
    },

    async view(siteId: number, user: SessionUser, gradeExamId: number): Promise<GradeExamRelation> {
      return out(siteId, (await mine(siteId, user, gradeExamId)).row);
    },

    async check(siteId: number, user: SessionUser, gradeExamId: number): Promise<GradeExamRelation> {
      const { exam, row } = await mine(siteId, user, gradeExamId);
      beginnable(exam, row, clock.now());
      return out(siteId, row);
    },

    /** A student who joined after an all-students exam was set takes a place in it while it is not over. */
    async claim(siteId: number, user: SessionUser, gradeExamId: number): Promise<GradeExamRelation> {
      const exam = await liveExam(siteId, gradeExamId);
      const { role } = await parts.standings.standing(siteId, user, exam.grade_id);
      if (role === 0) throw refused(Messages.notMember);
      if (exam.student_scope !== GradeExamScope.all || role !== GradeRole.student) throw refused(Messages.notTaker);
      if (clock.now() > exam.end_time) throw refused(Messages.ended);
      const existing = await examRepo.findRelationOf(siteId, exam.id, user.id);
      if (existing) return out(siteId, existing);
      const row = parts.exams.relationRow(siteId, exam, user.id, clock.now());
      try {
        await transact((tx) => examRepo.insertRelations([row], tx));
      } catch (error) {
        // Two claims at once: the unique index lets one in, and both answer with it.
        const raced = await examRepo.findRelationOf(siteId, exam.id, user.id);
        if (!raced) throw error;
        return out(siteId, raced);
      }
      return out(siteId, row);
    },

    /** Begins (or goes on with) the exam; the deadline is min(begin + answer time, the window's end). */
    async begin(siteId: number, user: SessionUser, gradeExamId: number): Promise<GradeExamSession> {
      const { exam, row } = await mine(siteId, user, gradeExamId);
      const now = clock.now();
      const makeUp = beginnable(exam, row, now);
      if (row.relation_status === Status.answering) return sessionOf(siteId, row);
      await assertNoOtherExam(siteId, user, row.id);
      const paper = await deps.papers.findPublished(siteId, exam.paper_id);
      if (!paper) throw notFound('试卷不存在或未发布');
      const drawnFrom = { paper_id: exam.paper_id, seed: randomBytes(8).toString('hex'), version: paper.version };
      await drawnOf(siteId, drawnFrom);
      const windowEnd = makeUp ? exam.compensate_end_time : exam.end_time;
      const patch = {
        ...drawnFrom,
        relation_status: Status.answering,
        start_time: now,
        deadline: Math.min(now + exam.answer_minutes * 60_000, windowEnd),
        ...NOTHING_ANSWERED,
        attempts: row.attempts + 1,
        is_ignore: 0,
        gmt_modified: now,
      };
      try {
        await transact(async (tx) => {
          if (!(await examRepo.moveRelation(siteId, row.id, [row.relation_status], patch, tx))) {
            throw wrongState('考试状态已变化，请刷新后重试');
          }
          if (row.attempts > 0) await examRepo.clearAnswers(siteId, row.id, tx);
          await core.enqueueDeadline(siteId, row.id, patch.deadline, tx);
        });
      } catch (error) {
        // Two begins at once: the one-running index lets only one class exam in.
        const running = await examRepo.answeringOf(siteId, user.id);
        if (running?.id === row.id) return sessionOf(siteId, running);
        if (running) throw busy((await examRepo.findExam(siteId, running.grade_exam_id))?.exam_name ?? '');
        throw error;
      }
      return sessionOf(siteId, { ...row, ...patch });
    },

    async continue(siteId: number, user: SessionUser, relationId: number): Promise<GradeExamSession> {
      const row = await settle(siteId, await ownRelation(siteId, user, relationId));
      if (row.relation_status !== Status.answering) {
        throw wrongState(
          row.submit_way === SubmitWay.deadline ? '考试时间已到，试卷已自动交卷' : '试卷已交卷，请查看成绩',
        );
      }
      return sessionOf(siteId, row);
    },

    async saveAnswer(siteId: number, user: SessionUser, input: GradeAnswerSave): Promise<GradeAnswerSaved> {
      const row = await ownRelation(siteId, user, Number(input.relationId));
      if (row.relation_status !== Status.answering) throw wrongState('试卷已交卷，作答不能再修改');
      if (isOverdue(row, clock.now())) {
        await settle(siteId, row);
        throw wrongState('考试时间已到，试卷已自动交卷，这次作答未能保存');
      }
      const leaf = (await core.leavesFor(siteId, row)).get(Number(input.problemId));
      if (!leaf) throw badRequest('这道题不在您的试卷中');
      checkAnswerShape(leaf.key, input.answer);
      const now = clock.now();
      await transact(async (tx) => {
        const patch = { gmt_modified: now, ...(input.position !== undefined ? { position: input.position } : {}) };
        if (!(await examRepo.moveRelation(siteId, row.id, [Status.answering], patch, tx))) {
          throw wrongState('试卷已交卷，作答不能再修改');
        }
        await examRepo.upsertAnswer(
          {
            ...newBusinessRow(newId(), siteId, now),
            relation_id: row.id,
            problem_id: leaf.problemId,
            answer: JSON.stringify(input.answer),
            state: 0,
            sys_tenths: 0,
            teacher_tenths: 0,
            comment: '',
          },
          tx,
        );
      });
      return {
        problemId: input.problemId,
        savedTime: formatDateTime(now),
        remainingMs: Math.max(0, row.deadline - now),
      };
    },

    async submit(siteId: number, user: SessionUser, relationId: number): Promise<GradeExamRelation> {
      const row = await ownRelation(siteId, user, relationId);
      if (row.relation_status !== Status.answering) throw wrongState('试卷已交卷，不能重复交卷');
      const way = isOverdue(row, clock.now()) ? SubmitWay.deadline : SubmitWay.learner;
      if (!(await core.submit(siteId, row, way))) throw wrongState('试卷已交卷，不能重复交卷');
      return out(siteId, (await examRepo.findRelation(siteId, row.id))!);
    },

    async viewScore(siteId: number, user: SessionUser, relationId: number): Promise<GradeExamScore> {
      const row = await settle(siteId, await ownRelation(siteId, user, relationId));
      if (!isSubmitted(row)) throw wrongState('试卷尚未交卷，交卷后才能查看成绩');
      const exam =
        (await examRepo.findExam(siteId, row.grade_exam_id)) ??
        (await examRepo.findExams(siteId, [row.grade_exam_id]))[0]!;
      if (!scoreShown(exam, row, clock.now())) throw refused(scoreHeldBack(exam));
      return parts.marking.scoreSheet(siteId, row, await out(siteId, row));
    },

    async ignore(siteId: number, user: SessionUser, relationId: number): Promise<null> {
      const row = await ownRelation(siteId, user, relationId);
      await examRepo.updateRelation(siteId, row.id, { is_ignore: 1, gmt_modified: clock.now() });
      return null;
    },
  };
}
