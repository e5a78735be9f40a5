import { describe, expect, it } from 'vitest';
import type { ProblemListItem } from '@school/contracts';
import {
  addPicked,
  moveItem,
  newSection,
  paperScore,
  ruleProblem,
  sectionProblemCount,
  sectionScore,
  toTitleSave,
  type Section,
} from './paper-sections';

const item = (id: string, score: number): ProblemListItem => ({
  id,
  problemType: 1,
  problemTypeName: '单选题',
  problemKind: 'grammar',
  problemKindName: '语法',
  subject: 'cet4',
  subjectName: '四级',
  year: 0,
  difficulty: 2,
  summary: `problem ${id}`,
  score,
  labels: [],
  childCount: 0,
  hasAudio: 0,
  videoId: '',
  gmtModified: '',
});

describe('score sums', () => {
  it('a picked section counts each problem at its paper score, or its own score when left 0', () => {
    const section = addPicked(newSection(1, 0), [item('1', 2), item('2', 5)]);
    section.problems[1]!.score = 10;
    expect(sectionScore(section)).toBe(12);
    expect(sectionProblemCount(section)).toBe(2);
  });

  it('adding a problem already in the section does not add it twice', () => {
    const once = addPicked(newSection(1, 0), [item('1', 2)]);
    expect(addPicked(once, [item('1', 2), item('3', 1)]).problems.map((row) => row.problemId)).toEqual(['1', '3']);
  });

  it('a random section counts count × score of each rule, and the paper adds its sections', () => {
    const random: Section = {
      ...newSection(2, 1),
      rules: [
        { problemType: 1, count: 5, score: 2 },
        { problemType: 8, problemKind: 'dictation', difficulty: 3, count: 2, score: 5 },
      ],
    };
    expect(sectionScore(random)).toBe(20);
    expect(sectionProblemCount(random)).toBe(7);
    const picked = addPicked(newSection(1, 0), [item('1', 4)]);
    expect(paperScore([picked, random])).toBe(24);
  });
});

describe('random rules', () => {
  it('a rule asking more than the bank holds is pointed out', () => {
    expect(ruleProblem({ problemType: 1, count: 6, score: 1, available: 5 })).toBe(
      '题库中符合条件的只有 5 题，不够抽取 6 题',
    );
    expect(ruleProblem({ problemType: 1, count: 5, score: 1, available: 5 })).toBeUndefined();
    expect(ruleProblem({ problemType: 1, count: 5, score: 1 })).toBeUndefined();
  });

  it('saves a random section with its rules only, empty kind and difficulty meaning any', () => {
    const section: Section = {
      ...newSection(2, 0),
      titleName: ' 听写 ',
      rules: [{ problemType: 8, count: 2, score: 5, available: 9 }],
    };
    expect(toTitleSave(section)).toEqual({
      titleName: '听写',
      description: '',
      titleType: 2,
      problems: [],
      rules: [{ problemType: 8, problemKind: '', difficulty: 0, count: 2, score: 5 }],
    });
  });

  it('saves a picked section with problem ids and scores only', () => {
    const section = addPicked(newSection(1, 0), [item('7', 3)]);
    expect(toTitleSave(section)).toMatchObject({ titleType: 1, problems: [{ problemId: '7', score: 0 }], rules: [] });
  });
});

it('moves a row up and down within bounds', () => {
  expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
  expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
});
