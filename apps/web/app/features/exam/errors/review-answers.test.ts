import type { PaperProblem } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { answeredAny, reviewAnswers } from './review-answers';

const problem = (id: string, children: PaperProblem['children'] = []) =>
  ({ id, problemType: children.length ? 6 : 1, children }) as unknown as PaperProblem;
const child = (id: string) => ({ id, problemType: 1 }) as PaperProblem['children'][number];

describe('review answers', () => {
  it('sends the problem itself when it has no children', () => {
    expect(reviewAnswers(problem('7'), () => ['B'])).toEqual([{ problemId: '7', answer: ['B'] }]);
  });

  it('sends one answer per child of a material problem, unanswered ones empty', () => {
    const answers = new Map([['8', ['A']]]);
    expect(reviewAnswers(problem('7', [child('8'), child('9')]), (id) => answers.get(id) ?? [])).toEqual([
      { problemId: '8', answer: ['A'] },
      { problemId: '9', answer: [] },
    ]);
  });

  it('counts blank texts as unanswered', () => {
    expect(answeredAny([{ answer: [' ', ''] }])).toBe(false);
    expect(answeredAny([{ answer: [] }, { answer: ['x'] }])).toBe(true);
  });
});
