import { createGradeExamCore, type GradeExamDeps } from './grade-exam-core.ts';
import { createGradeExamKeeper } from './grade-exam-keeper.ts';
import { createGradeExamMarking } from './grade-exam-marking.ts';
import { createGradeExamTaking } from './grade-exam-taking.ts';
import { createGradeExams } from './grade-exams.ts';
import type { GradeStanding } from './grade-standing.ts';

/**
 * Class exams: setting them (grade-exams.ts), marking (grade-exam-marking.ts) and taking them
 * (grade-exam-taking.ts), on the shared relations, scoring and deadline job of grade-exam-core.ts; what
 * the exam module and visitors ask is in grade-exam-keeper.ts.
 */
export function createGradeExamService(deps: GradeExamDeps, standings: Pick<GradeStanding, 'standing' | 'runnable'>) {
  const core = createGradeExamCore(deps);
  const exams = createGradeExams(deps, standings);
  const marking = createGradeExamMarking(deps, core, exams);
  const taking = createGradeExamTaking(deps, core, { standings, exams, marking });
  return { ...exams, ...marking, ...taking, ...createGradeExamKeeper(deps) };
}

export type GradeExamService = ReturnType<typeof createGradeExamService>;
