import {
  GradeExamMessages as Messages,
  GradeExamScope,
  GradeExamState,
  GradeRole,
  type GradeExam,
  type GradeExamAdminQuery,
  type GradeExamCompensate,
  type GradeExamEdit,
  type GradeExamPaperQuery,
  type GradeExamSave,
  type Page,
  type PaperInfo,
} from '@school/contracts';
import { badRequest, forbidden, notFound, refused } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, requireDateTime } from '../../core/time.ts';
import type { Tx } from '../../db/schema.ts';
import { MEMBER } from './grade.repo.ts';
import type { GradeExamRelationTable, GradeExamTable, GradeInfoTable } from './grade.tables.ts';
import { examStateOf, type GradeExamDeps, NOTHING_ANSWERED } from './grade-exam-core.ts';
import { type GradeStanding, RUNNING } from './grade-standing.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** A class sets the published papers of its owner. */
const paperLecturerOf = (grade: GradeInfoTable) => grade.owner_user_id;

/** Members of a class read when an exam is set for all of them. */
const MEMBERS_READ = 10_000;

/** Class exams as those who run the class set them: save, edit, delete, the make-up window, the list. */
export function createGradeExams(deps: GradeExamDeps, standings: Pick<GradeStanding, 'standing' | 'runnable'>) {
  const { gradeRepo, examRepo, transact, clock, newId } = deps;
  const { standing, runnable } = standings;

  /** The exam and the class, for one who runs it (writes also need the class not ended). */
  async function examRun(siteId: number, user: SessionUser, id: number, write: boolean) {
    const exam = await examRepo.findExam(siteId, id);
    if (!exam) throw notFound(Messages.examGone);
    if (write) return { exam, ...(await runnable(siteId, user, exam.grade_id, RUNNING)) };
    const found = await standing(siteId, user, exam.grade_id);
    if (!RUNNING.includes(found.role)) throw forbidden('只有班级的创建者和管理员可以进行此操作');
    return { exam, ...found };
  }

  /** The fields of a save, checked: the owner's published paper, a window that holds the answer time. */
  async function checkedFields(siteId: number, grade: GradeInfoTable, input: GradeExamSave) {
    const paper = await deps.papers.findPublished(siteId, Number(input.examId));
    if (!paper) throw notFound('试卷不存在或未发布');
    if (paper.lecturerUserId !== String(paperLecturerOf(grade))) throw refused('只能使用班级创建者本人已发布的试卷');
    const beginTime = requireDateTime(input.beginTime, 'beginTime');
    const endTime = requireDateTime(input.endTime, 'endTime');
    if (endTime <= beginTime) throw badRequest('结束时间须晚于开始时间');
    if (endTime - beginTime < input.answerMinutes * 60_000) throw badRequest('考试时间段不能短于答题时间');
    if (endTime <= clock.now()) throw badRequest('结束时间须晚于现在');
    if (endTime > grade.end_time) throw badRequest('考试须在班级结束前结束');
    const examName = input.examName?.trim() || paper.examName;
    return {
      paper_id: Number(paper.id),
      exam_name: examName,
      begin_time: beginTime,
      end_time: endTime,
      answer_minutes: input.answerMinutes,
      student_scope: input.studentScope,
      score_show: input.scoreShow,
      is_rank: input.isRank,
      total_score: paper.totalScore,
      pass_score: paper.passScore,
    };
  }

  /** Who takes the exam: every student now in the class, or the chosen ones (each must be a student). */
  async function takers(siteId: number, grade: GradeInfoTable, input: GradeExamSave): Promise<number[]> {
    const window = { pageCurrent: 1, pageSize: MEMBERS_READ, offset: 0 };
    const students = (await gradeRepo.pageMembers(siteId, grade.id, GradeRole.student, window)).rows
      .filter((row) => row.status_id === MEMBER)
      .map((row) => row.user_id);
    if (input.studentScope === GradeExamScope.all) return students;
    const chosen = [...new Set((input.userIds ?? []).map(Number))];
    if (chosen.length === 0) throw badRequest('请选择参加考试的学员');
    const inClass = new Set(students);
    if (chosen.some((id) => !inClass.has(id))) throw badRequest('所选学员不都是本班学员');
    return chosen;
  }

  const relationRow = (siteId: number, exam: GradeExamTable, userId: number, now: number): GradeExamRelationTable => ({
    ...newBusinessRow(newId(), siteId, now),
    grade_exam_id: exam.id,
    grade_id: exam.grade_id,
    user_id: userId,
    paper_id: exam.paper_id,
    relation_status: 1,
    version: 0,
    seed: '',
    start_time: 0,
    deadline: 0,
    ...NOTHING_ANSWERED,
    attempts: 0,
    is_ignore: 0,
  });

  async function examsOut(siteId: number, rows: GradeExamTable[]): Promise<GradeExam[]> {
    const now = clock.now();
    const counts = await examRepo.counts(
      siteId,
      rows.map((row) => row.id),
    );
    const papers = await Promise.all(rows.map((row) => deps.papers.findPublished(siteId, row.paper_id)));
    return rows.map((row, index) => {
      const mine = counts.filter((count) => count.grade_exam_id === row.id);
      const sum = (statuses: number[]) =>
        mine
          .filter((count) => statuses.includes(count.relation_status))
          .reduce((n, count) => n + Number(count.count), 0);
      return {
        id: String(row.id),
        gradeId: String(row.grade_id),
        examId: String(row.paper_id),
        examName: row.exam_name,
        paperName: papers[index]?.examName ?? '',
        beginTime: formatDateTime(row.begin_time),
        endTime: formatDateTime(row.end_time),
        answerMinutes: row.answer_minutes,
        studentScope: row.student_scope,
        scoreShow: row.score_show,
        isRank: row.is_rank === 1 ? 1 : 0,
        totalScore: row.total_score,
        passScore: row.pass_score,
        examState: examStateOf(row, now),
        compensateBeginTime: row.compensate_end_time > 0 ? formatDateTime(row.compensate_begin_time) : '',
        compensateEndTime: row.compensate_end_time > 0 ? formatDateTime(row.compensate_end_time) : '',
        compensateFailed: row.compensate_failed === 1 ? 1 : 0,
        studentCount: sum([1, 2, 3, 4, 5]),
        submittedCount: sum([3, 4]),
        markedCount: sum([4]),
        gmtCreate: formatDateTime(row.gmt_create),
      };
    });
  }

  const examOut = async (siteId: number, id: number) =>
    (await examsOut(siteId, [(await examRepo.findExam(siteId, id))!]))[0]!;

  /** Replaces the takers of an exam not yet open: those left out lose their place, the new ones get one. */
  async function replaceTakers(siteId: number, exam: GradeExamTable, userIds: number[], tx: Tx) {
    const current = await examRepo.relationsOfExam(siteId, exam.id, MEMBERS_READ, tx);
    const wanted = new Set(userIds);
    const have = new Set(current.map((row) => row.user_id));
    await examRepo.removeRelations(
      siteId,
      exam.id,
      current.filter((row) => !wanted.has(row.user_id)).map((row) => row.user_id),
      tx,
    );
    const now = clock.now();
    await examRepo.insertRelations(
      userIds.filter((id) => !have.has(id)).map((id) => relationRow(siteId, exam, id, now)),
      tx,
    );
  }

  return {
    relationRow,

    async saveExam(siteId: number, user: SessionUser, input: GradeExamSave): Promise<GradeExam> {
      const { grade } = await runnable(siteId, user, Number(input.gradeId), RUNNING);
      const fields = await checkedFields(siteId, grade, input);
      const userIds = await takers(siteId, grade, input);
      const now = clock.now();
      const exam: GradeExamTable = {
        ...newBusinessRow(newId(), siteId, now),
        grade_id: grade.id,
        ...fields,
        compensate_begin_time: 0,
        compensate_end_time: 0,
        compensate_failed: 0,
      };
      await transact(async (tx) => {
        await examRepo.insertExam(exam, tx);
        await examRepo.insertRelations(
          userIds.map((id) => relationRow(siteId, exam, id, now)),
          tx,
        );
      });
      return examOut(siteId, exam.id);
    },

    /** Before the window opens anything may change; once open, only the name and a later end. */
    async editExam(siteId: number, user: SessionUser, input: GradeExamEdit): Promise<GradeExam> {
      const { exam, grade } = await examRun(siteId, user, Number(input.id), true);
      if (String(exam.grade_id) !== input.gradeId) throw badRequest('参数错误：考试不属于该班级');
      const fields = await checkedFields(siteId, grade, input);
      const now = clock.now();
      if (examStateOf(exam, now) !== GradeExamState.notBegun) {
        const current = await examRepo.relationsOfExam(siteId, exam.id, MEMBERS_READ);
        const sameTakers =
          input.studentScope === GradeExamScope.all ||
          [...new Set((input.userIds ?? []).map(Number))].sort().join() ===
            current
              .map((row) => row.user_id)
              .sort()
              .join();
        const same =
          fields.paper_id === exam.paper_id &&
          fields.begin_time === exam.begin_time &&
          fields.answer_minutes === exam.answer_minutes &&
          fields.student_scope === exam.student_scope &&
          fields.score_show === exam.score_show &&
          fields.is_rank === exam.is_rank &&
          fields.end_time >= exam.end_time &&
          sameTakers;
        if (!same) throw refused(Messages.openOnlyRenameOrExtend);
        await transact(async (tx) => {
          await examRepo.updateExam(
            siteId,
            exam.id,
            { exam_name: fields.exam_name, end_time: fields.end_time, gmt_modified: now },
            tx,
          );
          if (fields.end_time > exam.end_time) await examRepo.reopenMissed(siteId, exam.id, tx);
        });
        return examOut(siteId, exam.id);
      }
      const userIds = await takers(siteId, grade, input);
      await transact(async (tx) => {
        await examRepo.updateExam(siteId, exam.id, { ...fields, gmt_modified: now }, tx);
        await replaceTakers(siteId, { ...exam, ...fields }, userIds, tx);
      });
      return examOut(siteId, exam.id);
    },

    async deleteExam(siteId: number, user: SessionUser, id: number): Promise<null> {
      const { exam } = await examRun(siteId, user, id, true);
      const relations = await examRepo.relationsOfExam(siteId, exam.id, MEMBERS_READ);
      if (relations.some((row) => row.attempts > 0)) throw refused(Messages.begunNoDelete);
      await transact(async (tx) => {
        await examRepo.updateExam(siteId, exam.id, { status_id: 0, gmt_modified: clock.now() }, tx);
        await examRepo.removeRelations(siteId, exam.id, 'all', tx);
      });
      return null;
    },

    async studentIds(siteId: number, user: SessionUser, id: number): Promise<string[]> {
      const { exam } = await examRun(siteId, user, id, false);
      return (await examRepo.relationsOfExam(siteId, exam.id, MEMBERS_READ)).map((row) => String(row.user_id));
    },

    async pageExams(siteId: number, user: SessionUser, query: GradeExamAdminQuery): Promise<Page<GradeExam>> {
      const { grade, role } = await standing(siteId, user, Number(query.gradeId));
      if (!RUNNING.includes(role)) throw forbidden('只有班级的创建者和管理员可以进行此操作');
      const window = pageWindow(query);
      const { rows, total } = await examRepo.pageExams(siteId, grade.id, query.examName?.trim(), window);
      return toPage(await examsOut(siteId, rows), total, window);
    },

    /** The papers `saveExam` accepts for this class, for those who run it to choose from. */
    async pagePapers(siteId: number, user: SessionUser, query: GradeExamPaperQuery): Promise<Page<PaperInfo>> {
      const { grade, role } = await standing(siteId, user, Number(query.gradeId));
      if (!RUNNING.includes(role)) throw forbidden('只有班级的创建者和管理员可以进行此操作');
      const { pageCurrent, pageSize } = query;
      const examName = query.examName?.trim();
      return deps.papers.listPublishedBy(siteId, paperLecturerOf(grade), {
        pageCurrent,
        pageSize,
        ...(examName ? { examName } : {}),
      });
    },

    /** A make-up window after the exam: the missed (and, if chosen, the failed) may take it once more. */
    async setCompensate(siteId: number, user: SessionUser, input: GradeExamCompensate): Promise<GradeExam> {
      const { exam, grade } = await examRun(siteId, user, Number(input.id), true);
      const begin = requireDateTime(input.compensateBeginTime, 'compensateBeginTime');
      const end = requireDateTime(input.compensateEndTime, 'compensateEndTime');
      if (begin < exam.end_time) throw badRequest('补考须在考试结束之后开始');
      if (end <= begin) throw badRequest('补考结束时间须晚于开始时间');
      if (end - begin < exam.answer_minutes * 60_000) throw badRequest('补考时间段不能短于答题时间');
      if (end <= clock.now()) throw badRequest('补考结束时间须晚于现在');
      if (end > grade.end_time) throw badRequest('补考须在班级结束前结束');
      await examRepo.updateExam(siteId, exam.id, {
        compensate_begin_time: begin,
        compensate_end_time: end,
        compensate_failed: input.compensateFailed,
        gmt_modified: clock.now(),
      });
      return examOut(siteId, exam.id);
    },

    examRun,
  };
}

export type GradeExams = ReturnType<typeof createGradeExams>;
