import {
  examContracts,
  type PaperProblem,
  type PaperSave,
  type Problem,
  type ProblemSave,
  type ProblemType,
} from '@school/contracts';
import type { TestAppOptions } from '../../testing/test-app.ts';
import { createExamTest, type ExamTest, sampleProblems } from './exam-fixtures.ts';

/**
 * A published paper with one problem of every type for the exam-taking tests: the teacher saves the
 * problems, a paper of picked sections, submits it and the operator approves it.
 */
export interface TakingTest extends ExamTest {
  /** Publishes a paper of the given problem types (one of each), returning its id. */
  publish(types: ProblemType[], fields?: Partial<PaperSave>, problemFields?: Partial<ProblemSave>): Promise<string>;
}

export const paperFields: PaperSave = {
  examName: '四级作答测试卷',
  subject: 'cet4',
  year: 2024,
  description: '<p>作答测试</p>',
  answerMinutes: 30,
  passScore: 10,
  isFree: 1,
};

export async function createTakingTest(options?: TestAppOptions): Promise<TakingTest> {
  const x = await createExamTest(options);
  const samples = sampleProblems(x.audioUrl);
  const test: TakingTest = {
    ...x,
    async publish(types, fields = {}, problemFields = {}) {
      const saved: Problem[] = [];
      for (const type of types) saved.push(await x.saveProblem({ ...samples[type], ...problemFields }));
      const draft = await x.t.call(
        examContracts.savePaperAudit,
        { ...paperFields, ...fields },
        { as: { token: x.teacher } },
      );
      if (draft.code !== 200) throw new Error(`draft: ${draft.msg}`);
      const titles = [
        {
          titleName: '全部题型',
          titleType: 1 as const,
          problems: saved.map((problem) => ({ problemId: problem.id, score: 0 })),
        },
      ];
      const ref = await x.t.call(
        examContracts.savePaperRef,
        { examId: draft.data.id, titles },
        { as: { token: x.teacher } },
      );
      if (ref.code !== 200) throw new Error(`titles: ${ref.msg}`);
      const submitted = await x.t.call(
        examContracts.submitPaperAudit,
        { id: draft.data.id },
        { as: { token: x.teacher } },
      );
      if (submitted.code !== 200) throw new Error(`submit: ${submitted.msg}`);
      const approved = await x.t.call(examContracts.adminApprovePaper, { id: draft.data.id }, { as: 'operator' });
      if (approved.code !== 200) throw new Error(`approve: ${approved.msg}`);
      return draft.data.id;
    },
  };
  return test;
}

/** The right answer of a problem as a learner would send it. */
export function rightAnswer(problem: PaperProblem | PaperProblem['children'][number]): string[] {
  switch (problem.problemType) {
    case 4:
      return (problem.blanks ?? []).map((alternatives) => alternatives[0]!);
    case 5:
      return ['<p>An essay.</p>'];
    case 8:
      return [problem.referenceAnswer ?? ''];
    default:
      return problem.answer ?? [];
  }
}
