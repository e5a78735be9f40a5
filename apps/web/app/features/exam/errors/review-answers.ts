import type { PaperProblem } from '@school/contracts';

/**
 * What a review answer sends: the problem's own answer, or one per child for a material or listening
 * problem (an unanswered child as [] so the server judges it wrong rather than refusing the call).
 */
export function reviewAnswers(
  problem: PaperProblem,
  answerOf: (problemId: string) => string[],
): { problemId: string; answer: string[] }[] {
  const parts = problem.children.length > 0 ? problem.children : [problem];
  return parts.map((part) => ({ problemId: part.id, answer: answerOf(part.id) }));
}

/** Whether anything was answered at all (the submit button waits for it). */
export const answeredAny = (answers: { answer: string[] }[]) =>
  answers.some((item) => item.answer.some((text) => text.trim() !== ''));
