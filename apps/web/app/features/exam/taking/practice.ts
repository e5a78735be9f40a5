import { AnswerState, type AnswerResult, type PaperProblem } from '@school/contracts';

/** The parts a practice has judged: the record lists every part, the unanswered ones as state 0. */
export const judgedAnswers = (answers: readonly AnswerResult[]) =>
  answers.filter((answer) => answer.state !== AnswerState.unanswered);

/** How a problem of a practice stands: not done, done right, done with a mistake, or an essay to self-check. */
export type PracticeMark = 'todo' | 'right' | 'wrong' | 'open';

/** The parts a learner answers: a material or listening problem's children, or the problem itself. */
export const partsOf = (problem: PaperProblem) => (problem.children.length > 0 ? problem.children : [problem]);

export function practiceMark(problem: PaperProblem, results: ReadonlyMap<string, AnswerResult>): PracticeMark {
  const judged = partsOf(problem).map((part) => results.get(part.id));
  if (judged.some((result) => result === undefined || result.state === AnswerState.unanswered)) return 'todo';
  if (judged.some((result) => result!.state === AnswerState.wrong || result!.state === AnswerState.partial))
    return 'wrong';
  if (judged.some((result) => result!.state === AnswerState.awaitingMarking)) return 'open';
  return 'right';
}

/** The parts with something typed or chosen that have not been judged yet: what 提交 sends. */
export function partsToSend(
  problem: PaperProblem,
  answerOf: (problemId: string) => string[],
  results: ReadonlyMap<string, AnswerResult>,
): { problemId: string; answer: string[] }[] {
  return partsOf(problem)
    .filter((part) => !results.has(part.id))
    .map((part) => ({ problemId: part.id, answer: answerOf(part.id) }))
    .filter((item) => item.answer.some((text) => text.trim() !== ''));
}

/** The first problem not yet done, from `from` on and then from the start; -1 when all are done. */
export function nextTodo(
  problems: readonly PaperProblem[],
  results: ReadonlyMap<string, AnswerResult>,
  from: number,
): number {
  for (let step = 1; step <= problems.length; step += 1) {
    const index = (from + step) % problems.length;
    if (practiceMark(problems[index]!, results) === 'todo') return index;
  }
  return -1;
}
