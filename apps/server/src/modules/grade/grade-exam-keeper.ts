import {
  GradeExamMessages as Messages,
  GradeExamRelationStatus as Status,
  type GradeExamWindow,
} from '@school/contracts';
import { notFound } from '../../core/errors.ts';
import { formatDateTime } from '../../core/time.ts';
import { examStateOf, type GradeExamDeps, isOverdue, scoreShown } from './grade-exam-core.ts';

/** What others ask of class exams: the exam module (its `classExams` port), and anyone the window. */
export function createGradeExamKeeper(deps: Pick<GradeExamDeps, 'examRepo' | 'gradeRepo' | 'clock'>) {
  const { examRepo, clock } = deps;

  return {
    /** For the exam module (its `classExams` port): the class exam the student is answering, if any. */
    async answeringName(siteId: number, userId: number): Promise<string | undefined> {
      const running = await examRepo.answeringOf(siteId, userId);
      if (!running || isOverdue(running, clock.now())) return undefined;
      return (await examRepo.findExam(siteId, running.grade_exam_id))?.exam_name;
    },

    /**
     * For the exam module's answer rule: a paper's answers wait while a class exam of the student on it
     * is still to be taken, being answered, or has its score held back.
     */
    async scoresWithheld(siteId: number, userId: number, paperId: number): Promise<boolean> {
      const rows = await examRepo.relationsOnPaper(siteId, userId, paperId);
      if (rows.length === 0) return false;
      const now = clock.now();
      const exams = new Map(
        (await examRepo.findExams(siteId, [...new Set(rows.map((row) => row.grade_exam_id))])).map((exam) => [
          exam.id,
          exam,
        ]),
      );
      return rows.some((row) => {
        const exam = exams.get(row.grade_exam_id)!;
        if (row.relation_status === Status.notStarted) return now <= Math.max(exam.end_time, exam.compensate_end_time);
        if (row.relation_status === Status.missed) return false;
        return !scoreShown(exam, row, now);
      });
    },

    /** For anyone: the window and where it stands. */
    async window(siteId: number, gradeExamId: number): Promise<GradeExamWindow> {
      const exam = await examRepo.findExam(siteId, gradeExamId);
      if (!exam) throw notFound(Messages.examGone);
      const grade = await deps.gradeRepo.findGrade(siteId, exam.grade_id);
      if (!grade || grade.status_id !== 1) throw notFound(Messages.examGone);
      const now = clock.now();
      return {
        gradeExamId: String(exam.id),
        gradeId: String(exam.grade_id),
        examName: exam.exam_name,
        beginTime: formatDateTime(exam.begin_time),
        endTime: formatDateTime(exam.end_time),
        answerMinutes: exam.answer_minutes,
        totalScore: exam.total_score,
        passScore: exam.pass_score,
        examState: examStateOf(exam, now),
        serverTime: formatDateTime(now),
      };
    },
  };
}
