import { describe, expect, it } from 'vitest';
import { AnswerState } from '@school/contracts';
import { checkAnswerShape, dictationSimilarity, judge, type ScoringKey } from './scoring.ts';

const key = (problemType: number, extra: Partial<ScoringKey> = {}): ScoringKey => ({
  problemType,
  optionKeys: ['A', 'B', 'C', 'D'],
  blankCount: 0,
  answer: [],
  blanks: [],
  referenceAnswer: '',
  score: 4,
  ...extra,
});

const single = key(1, { answer: ['B'] });
const multiple = key(2, { answer: ['A', 'C', 'D'], score: 3 });
const judgeKey = key(3, { answer: ['T'], score: 2 });
const blank = key(4, { blankCount: 2, blanks: [['were', 'was'], ['would go']], score: 4 });
const essay = key(5, { score: 15 });
const dictation = key(8, { referenceAnswer: 'The weather is fine today.', score: 5 });

const { unanswered, right, partial, wrong, awaitingMarking } = AnswerState;

describe('scoring by type', () => {
  it.each([
    ['single exact', single, ['B'], true, right, 40],
    ['single wrong', single, ['A'], true, wrong, 0],
    ['single empty', single, [], true, unanswered, 0],
    ['judge exact', judgeKey, ['T'], true, right, 20],
    ['judge wrong', judgeKey, ['F'], true, wrong, 0],
    ['multiple exact (any order)', multiple, ['D', 'A', 'C'], true, right, 30],
    ['multiple subset, half marks on', multiple, ['A', 'C'], true, partial, 15],
    ['multiple subset, half marks off', multiple, ['A', 'C'], false, wrong, 0],
    ['multiple with a wrong key', multiple, ['A', 'B'], true, wrong, 0],
    ['blank both, second alternative', blank, ['was', 'would go'], true, right, 40],
    ['blank case, spaces and full width', blank, ['  ＷＥＲＥ ', 'would   go'], true, right, 40],
    ['blank one of two', blank, ['were', 'will go'], true, partial, 20],
    ['blank none', blank, ['is', ''], true, wrong, 0],
    ['dictation exact but punctuation and case', dictation, ['the weather is fine today'], true, right, 50],
    ['dictation one word wrong', dictation, ['The weather is fine tonight.'], true, partial, 41],
    ['dictation unrelated', dictation, ['Hello'], true, wrong, 0],
    ['essay awaits the teacher', essay, ['<p>My hometown</p>'], true, awaitingMarking, 0],
    ['essay left empty', essay, [''], true, unanswered, 0],
  ])('%s', (_name, problem, given, multipleHalfScore, state, tenths) => {
    expect(judge(problem, given, { multipleHalfScore })).toEqual({ state, tenths });
  });

  it('gives dictation credit in proportion to the edit distance', () => {
    expect(dictationSimilarity('abcd', 'abcd')).toBe(1);
    expect(dictationSimilarity('abcx', 'abcd')).toBe(0.75);
  });
});

describe('answer shapes', () => {
  it.each([
    ['single with two keys', single, ['A', 'B']],
    ['single with a key not offered', single, ['E']],
    ['multiple with a repeat', multiple, ['A', 'A']],
    ['judge other than T/F', judgeKey, ['yes']],
    ['more texts than blanks', blank, ['a', 'b', 'c']],
    ['essay in two parts', essay, ['a', 'b']],
    ['a material stem answered directly', key(6), ['A']],
  ])('refuses %s', (_name, problem, given) => {
    expect(() => checkAnswerShape(problem, given)).toThrow(/作答格式不正确/);
  });

  it('accepts every well-formed answer and the empty one', () => {
    for (const [problem, given] of [
      [single, ['B']],
      [multiple, ['A', 'C']],
      [judgeKey, ['F']],
      [blank, ['were']],
      [essay, ['text']],
      [dictation, ['text']],
      [single, []],
    ] as const)
      expect(() => checkAnswerShape(problem, given)).not.toThrow();
  });
});
