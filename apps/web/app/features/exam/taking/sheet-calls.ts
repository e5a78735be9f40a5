import {
  examContracts,
  GradeExamRelationStatus,
  gradeExamContracts,
  type ExamSession,
  type GradeExamSession,
  type PaperTitle,
  type SavedAnswer,
} from '@school/contracts';
import type { Requester } from '~/lib/request';

/** What the answering page shows: an ordinary exam record's or a class exam relation's paper and clock. */
export interface SheetSession {
  id: string;
  examName: string;
  remainingMs: number;
  position: number;
  titles: PaperTitle[];
  answers: SavedAnswer[];
}

/** The calls the answering page makes; the server keeps the deadline in both modes. */
export interface SheetCalls {
  /** Saves one answer; resolves to the remaining time. */
  save(problemId: string, answer: string[], position: number): Promise<number>;
  /** The server's clock; `answering` false once the server has submitted. */
  clock(position: number): Promise<{ remainingMs: number; answering: boolean }>;
  submit(): Promise<unknown>;
  resultHref: string;
  /** Where the learner goes when the exam cannot be read. */
  backHref: string;
}

export function examRecordSheet({ record, titles, answers }: ExamSession): SheetSession {
  return { ...pick(record), titles, answers };
}

export function gradeExamSheet({ relation, titles, answers }: GradeExamSession): SheetSession {
  return { ...pick(relation), titles, answers };
}

const pick = ({ id, examName, remainingMs, position }: Omit<SheetSession, 'titles' | 'answers'>) => ({
  id,
  examName,
  remainingMs,
  position,
});

/** An ordinary timed exam (/exam/exam?recordId=). */
export function examRecordCalls(api: Requester, recordId: string): SheetCalls {
  return {
    save: async (problemId, answer, position) =>
      (await api.call(examContracts.saveExamAnswer, { recordId, problemId, answer, position })).remainingMs,
    clock: async (position) => {
      const clock = await api.call(examContracts.examOnline, { recordId, position });
      return { remainingMs: clock.remainingMs, answering: clock.recordStatus === 1 };
    },
    submit: () => api.call(examContracts.finishExam, { recordId }),
    resultHref: `/exam/result?recordId=${recordId}`,
    backHref: '/account/exams/myExam',
  };
}

/** Class mode (/exam/exam?relationId=): a class exam, begun on its explanation page. */
export function gradeExamCalls(api: Requester, relationId: string, gradeExamId: string): SheetCalls {
  return {
    save: async (problemId, answer, position) =>
      (await api.call(gradeExamContracts.saveGradeExamAnswer, { relationId, problemId, answer, position })).remainingMs,
    clock: async () => {
      const relation = await api.call(gradeExamContracts.viewMyGradeExam, { gradeExamId });
      return {
        remainingMs: relation.remainingMs,
        answering: relation.relationStatus === GradeExamRelationStatus.answering,
      };
    },
    submit: () => api.call(gradeExamContracts.submitGradeExam, { relationId }),
    resultHref: `/exam/gradeResult?relationId=${relationId}`,
    backHref: '/account/grades/my',
  };
}
