import { describe, expect, it } from 'vitest';
import { answeredCount } from './answered-count';

const single = (id: string) => ({ id, children: [] });
const composite = (id: string, childIds: string[]) => ({
  id,
  children: childIds.map((childId) => ({ id: childId })) as never[],
});

describe('answered questions are counted by leaf, as the result counts them', () => {
  it('counts each child of a composite once, and a composite itself not at all', () => {
    const problems = [single('1'), composite('2', ['21', '22', '23']), single('3')];
    const answers = new Map<string, string[]>([
      ['1', ['A']],
      ['21', ['B']],
      ['22', []],
      ['2', ['ignored']],
    ]);
    expect(answeredCount(problems, answers)).toEqual({ answered: 2, total: 5 });
  });
});
