import type { PaperProblem } from '@school/contracts';

/**
 * How much of a paper is answered, counted as the server counts a record (`answeredCount` /
 * `problemCount`): by leaf questions, a composite's children each counting once.
 */
export function answeredCount(
  problems: readonly Pick<PaperProblem, 'id' | 'children'>[],
  answers: ReadonlyMap<string, readonly unknown[]>,
): { answered: number; total: number } {
  const leaves = problems.flatMap((problem) =>
    problem.children.length > 0 ? problem.children.map((child) => child.id) : [problem.id],
  );
  const answered = leaves.filter((id) => (answers.get(id)?.length ?? 0) > 0).length;
  return { answered, total: leaves.length };
}
