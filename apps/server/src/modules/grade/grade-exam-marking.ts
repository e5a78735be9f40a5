import {
  AnswerState,
  GradeExamMessages as Messages,
  GradeExamRelationStatus as Status,
  GradeExamRules,
  ProblemType,
  type GradeAnswerResult,
  type GradeExamMarkQuery,
  type GradeExamRelation,
  type GradeExamScore,
  type GradeMarkComplete,
  type Page,
} from '@school/contracts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { leavesOf, scoringOptionsOf } from '../exam/index.ts';
import { MessageType } from '../user/index.ts';
import type { GradeExamRelationTable } from './grade.tables.ts';
import { type GradeExamCore, type GradeExamDeps, isSubmitted, toTenths, windowsClosed } from './grade-exam-core.ts';
import type { GradeExams } from './grade-exams.ts';

const toPoints = (tenths: number) => tenths / 10;

/** Marking class exams: the takers and their scores, a student's answers, re-scoring, and completing. */
export function createGradeExamMarking(deps: GradeExamDeps, core: GradeExamCore, exams: Pick<GradeExams, 'examRun'>) {
  const { examRepo, transact, clock, drawnOf } = deps;
  const { relationsOut, leavesFor } = core;

  /** A relation of an exam the reader runs (writes need the class not ended). */
  async function relationRun(siteId: number, user: SessionUser, relationId: number, write: boolean) {
    const row = await examRepo.findRelation(siteId, relationId);
    if (!row) throw notFound(Messages.relationGone);
    const { exam } = await exams.examRun(siteId, user, row.grade_exam_id, write);
    return { row: await core.settle(siteId, row), exam };
  }

  /** A submitted relation with its paper (answers and analysis) and each answer's system and teacher score. */
  async function scoreSheet(
    siteId: number,
    row: GradeExamRelationTable,
    relation: GradeExamRelation,
  ): Promise<GradeExamScore> {
    const [drawn, answers] = await Promise.all([drawnOf(siteId, row), examRepo.answersOf(siteId, row.id)]);
    const byProblem = new Map(answers.map((answer) => [answer.problem_id, answer]));
    const leaves = [...(await leavesFor(siteId, row)).values()];
    const results: GradeAnswerResult[] = leaves.map((leaf) => {
      const answer = byProblem.get(leaf.problemId);
      const sys = answer?.sys_tenths ?? 0;
      const teacher = answer?.teacher_tenths ?? 0;
      return {
        problemId: String(leaf.problemId),
        answer: answer ? (JSON.parse(answer.answer) as string[]) : [],
        maxScore: leaf.key.score,
        state: answer?.state ?? AnswerState.unanswered,
        sysScore: toPoints(sys),
        teacherScore: toPoints(teacher),
        score: toPoints(sys + teacher),
        comment: answer?.comment ?? '',
      };
    });
    const titles = drawn.titles.map(({ problemIds, ...title }) => ({
      ...title,
      gained: toPoints(
        leaves
          .filter((leaf) => problemIds.includes(leaf.topId))
          .reduce(
            (sum, leaf) =>
              sum +
              (byProblem.get(leaf.problemId)?.sys_tenths ?? 0) +
              (byProblem.get(leaf.problemId)?.teacher_tenths ?? 0),
            0,
          ),
      ),
    }));
    return { relation, titles, answers: results };
  }

  const allScoresOut = async (siteId: number, row: GradeExamRelationTable) =>
    (await relationsOut(siteId, [row], { allScores: true, ranks: await core.rankOf(siteId, row) }))[0]!;

  return {
    scoreSheet,

    async pageRelations(
      siteId: number,
      user: SessionUser,
      query: GradeExamMarkQuery,
    ): Promise<Page<GradeExamRelation>> {
      const { exam } = await exams.examRun(siteId, user, Number(query.gradeExamId), false);
      // Only a closed exam has takers to mark missed: an open one's lists are read without a write.
      if (windowsClosed(exam, clock.now())) await examRepo.markMissed(siteId, { gradeExamId: exam.id }, clock.now());
      const window = pageWindow(query);
      const { rows, total } = await examRepo.pageRelationsOfExam(siteId, exam.id, query.relationStatus, window);
      return toPage(await relationsOut(siteId, rows, { allScores: true }), total, window);
    },

    /** Every taker, best score first, with ranks (ties share one). */
    async listRelations(siteId: number, user: SessionUser, gradeExamId: number): Promise<GradeExamRelation[]> {
      const { exam } = await exams.examRun(siteId, user, gradeExamId, false);
      if (windowsClosed(exam, clock.now())) await examRepo.markMissed(siteId, { gradeExamId: exam.id }, clock.now());
      const rows = await examRepo.relationsOfExam(siteId, exam.id, GradeExamRules.listMax);
      const total = (row: GradeExamRelationTable) => (isSubmitted(row) ? row.sys_tenths + row.teacher_tenths : -1);
      rows.sort((a, b) => total(b) - total(a) || a.id - b.id);
      const ranks = new Map<number, number>();
      rows.forEach((row, index) => {
        if (!isSubmitted(row)) return;
        const previous = rows[index - 1];
        ranks.set(row.id, previous && total(previous) === total(row) ? ranks.get(previous.id)! : index + 1);
      });
      return relationsOut(siteId, rows, { allScores: true, ranks: exam.is_rank === 1 ? ranks : new Map() });
    },

    async viewAnswers(siteId: number, user: SessionUser, relationId: number): Promise<GradeExamScore> {
      const { row } = await relationRun(siteId, user, relationId, false);
      if (!isSubmitted(row)) throw wrongState('学员尚未交卷');
      return scoreSheet(siteId, row, await allScoresOut(siteId, row));
    },

    /** Scores the objective answers again with the paper's latest published keys; the teacher's scores stay. */
    async rescore(siteId: number, user: SessionUser, relationId: number): Promise<GradeExamRelation> {
      const { row } = await relationRun(siteId, user, relationId, true);
      if (!isSubmitted(row)) throw wrongState('学员尚未交卷');
      const drawn = await drawnOf(siteId, row);
      const latest = await deps.papers.findPublished(siteId, row.paper_id);
      const objective = [...leavesOf(drawn).values()].filter((leaf) => leaf.key.problemType !== ProblemType.essay);
      const keys = latest
        ? await deps.papers.answerKeys(
            siteId,
            row.paper_id,
            latest.version,
            objective.map((leaf) => leaf.problemId),
          )
        : new Map();
      const fixedLeaves = new Map(
        objective.map((leaf) => {
          const fixed = keys.get(leaf.problemId);
          const key = fixed
            ? { ...leaf.key, answer: fixed.answer, blanks: fixed.blanks, referenceAnswer: fixed.referenceAnswer }
            : leaf.key;
          return [leaf.problemId, { ...leaf, key }];
        }),
      );
      const options = latest ? { multipleHalfScore: latest.multipleHalfScore === 1 } : scoringOptionsOf(drawn);
      const now = clock.now();
      await transact(async (tx) => {
        const sheet = await core.judgeAndStore(siteId, row.id, fixedLeaves, options, now, tx);
        await examRepo.updateRelation(siteId, row.id, { sys_tenths: sheet.tenths, gmt_modified: now }, tx);
      });
      return allScoresOut(siteId, (await examRepo.findRelation(siteId, row.id))!);
    },

    /** Saves every essay's score and comment and completes the marking in one transaction; tells the student. */
    async complete(siteId: number, user: SessionUser, input: GradeMarkComplete): Promise<GradeExamRelation> {
      const { row, exam } = await relationRun(siteId, user, Number(input.relationId), true);
      if (row.relation_status !== Status.marking) throw wrongState('这份答卷不需要批阅或已批阅完成');
      const leaves = await leavesFor(siteId, row);
      const answers = new Map((await examRepo.answersOf(siteId, row.id)).map((answer) => [answer.problem_id, answer]));
      const marks = new Map<number, { tenths: number; comment: string }>();
      for (const item of input.answers) {
        const leaf = leaves.get(Number(item.problemId));
        if (!leaf) throw badRequest('这道题不在这份答卷中');
        if (leaf.key.problemType !== ProblemType.essay) throw badRequest('只有主观题需要老师评分，客观题已自动判分');
        if (answers.get(leaf.problemId)?.state !== AnswerState.awaitingMarking) {
          throw badRequest('学员没有作答这道题，得分为 0');
        }
        const tenths = toTenths(item.score);
        if (tenths > leaf.key.score * 10) throw badRequest(`得分不能超过本题分值 ${leaf.key.score} 分`);
        marks.set(leaf.problemId, { tenths, comment: (item.comment ?? '').trim() });
      }
      const left = [...answers.values()].filter(
        (answer) => answer.state === AnswerState.awaitingMarking && !marks.has(answer.problem_id),
      ).length;
      if (left > 0) throw badRequest(`还有 ${left} 道主观题没有评分`);
      const teacher = [...marks.values()].reduce((sum, mark) => sum + mark.tenths, 0);
      const now = clock.now();
      await transact(async (tx) => {
        const moved = await examRepo.moveRelation(
          siteId,
          row.id,
          [Status.marking],
          { relation_status: Status.marked, teacher_tenths: teacher, awaiting_count: 0, gmt_modified: now },
          tx,
        );
        if (!moved) throw wrongState('这份答卷已批阅完成');
        for (const [problemId, mark] of marks) {
          await examRepo.updateAnswer(
            siteId,
            row.id,
            problemId,
            { state: AnswerState.marked, teacher_tenths: mark.tenths, comment: mark.comment, gmt_modified: now },
            tx,
          );
        }
        await deps.messages.notify(
          siteId,
          row.user_id,
          {
            title: '班级考试已批阅',
            content: `您的班级考试《${exam.exam_name}》已由老师批阅完成，请到“我的班级”查看成绩。`,
            msgType: MessageType.notice,
          },
          tx,
        );
      });
      return allScoresOut(siteId, (await examRepo.findRelation(siteId, row.id))!);
    },
  };
}

export type GradeExamMarking = ReturnType<typeof createGradeExamMarking>;
