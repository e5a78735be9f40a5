import type { AnswerResult, PaperProblem } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { judgedAnswers, nextTodo, partsToSend, practiceMark } from './practice';

const problem = (id: string, children: string[] = []) =>
  ({ id, problemType: children.length ? 6 : 1, children: children.map((child) => ({ id: child })) }) as PaperProblem;
const result = (problemId: string, state: number): AnswerResult => ({
  problemId,
  answer: ['A'],
  score: 0,
  maxScore: 2,
  state,
  comment: '',
});

describe('practice', () => {
  it('keeps only the parts already judged from a practice record', () => {
    const answers = [result('1', 0), result('2', 3), result('3', 4)];
    expect(judgedAnswers(answers).map((answer) => answer.problemId)).toEqual(['2', '3']);
  });

  it('marks a problem by its judged parts', () => {
    const material = problem('1', ['2', '3']);
    expect(practiceMark(material, new Map([['2', result('2', 1)]]))).toBe('todo');
    expect(
      practiceMark(
        material,
        new Map([
          ['2', result('2', 1)],
          ['3', result('3', 1)],
        ]),
      ),
    ).toBe('right');
    expect(
      practiceMark(
        material,
        new Map([
          ['2', result('2', 1)],
          ['3', result('3', 2)],
        ]),
      ),
    ).toBe('wrong');
    expect(practiceMark(problem('4'), new Map([['4', result('4', 4)]]))).toBe('open');
  });

  it('sends only answered parts not judged yet', () => {
    const answers = new Map([
      ['2', ['B']],
      ['3', ['  ']],
      ['5', ['C']],
    ]);
    const material = problem('1', ['2', '3', '5']);
    expect(partsToSend(material, (id) => answers.get(id) ?? [], new Map([['5', result('5', 1)]]))).toEqual([
      { problemId: '2', answer: ['B'] },
    ]);
  });

  it('finds the next problem to do, wrapping round, or none', () => {
    const problems = [problem('1'), problem('2'), problem('3')];
    expect(nextTodo(problems, new Map([['2', result('2', 1)]]), 0)).toBe(2);
    expect(nextTodo(problems, new Map([['3', result('3', 1)]]), 1)).toBe(0);
    const all = new Map(['1', '2', '3'].map((id) => [id, result(id, 3)]));
    expect(nextTodo(problems, all, 0)).toBe(-1);
  });
});
