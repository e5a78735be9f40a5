import { describe, expect, it } from 'vitest';
import type { Problem } from '@school/contracts';
import {
  childrenScore,
  countBlanks,
  fitBlanks,
  newProblemValues,
  previewProblemOf,
  problemValuesOf,
  toProblemSave,
  type ProblemValues,
} from './problem-form';

const base = { problemKind: 'grammar', subject: 'cet4', difficulty: 2 };

describe('answer editors per type', () => {
  it('single choice: letters by position, an answer that names no option is dropped', () => {
    const save = toProblemSave({
      ...base,
      problemType: 1,
      content: ' She ___ to school. ',
      options: ['go', 'goes', 'going'],
      answer: ['B', 'E'],
      score: 2,
      blanks: [['x']],
      referenceAnswer: 'not for this type',
    });
    expect(save).toMatchObject({
      content: 'She ___ to school.',
      options: [
        { key: 'A', content: 'go' },
        { key: 'B', content: 'goes' },
        { key: 'C', content: 'going' },
      ],
      answer: ['B'],
      blanks: [],
      referenceAnswer: '',
      score: 2,
      audioUrl: '',
      children: [],
    });
  });

  it('multiple choice keeps the letters in option order', () => {
    const save = toProblemSave({
      ...base,
      problemType: 2,
      options: ['a', 'b', 'c', 'd'],
      answer: ['D', 'A'],
      score: 4,
    });
    expect(save.answer).toEqual(['A', 'D']);
  });

  it('true/false sends one of T and F and no options', () => {
    const save = toProblemSave({ ...base, problemType: 3, options: ['a', 'b'], answer: ['F'], score: 2 });
    expect(save).toMatchObject({ options: [], answer: ['F'] });
  });

  it('fill-in: one answer list per blank in the content, blanks trimmed and emptied alternatives dropped', () => {
    expect(countBlanks('If I ___ you, I _____ go. A__b')).toBe(2);
    expect(fitBlanks([['a']], 3)).toEqual([['a'], [], []]);
    const save = toProblemSave({
      ...base,
      problemType: 4,
      content: 'If I ___ you, I ___ go.',
      blanks: [[' were ', 'was', ' '], ['would'], ['left over']],
      score: 4,
    });
    expect(save.blanks).toEqual([['were', 'was'], ['would']]);
  });

  it('essay and dictation keep their reference answer; dictation keeps its audio', () => {
    expect(toProblemSave({ ...base, problemType: 5, referenceAnswer: ' <p>x</p> ', score: 10 }).referenceAnswer).toBe(
      '<p>x</p>',
    );
    const dictation = toProblemSave({
      ...base,
      problemType: 8,
      referenceAnswer: 'The weather is fine.',
      audioUrl: '/files/a.wav',
      playLimit: 3,
      score: 5,
    });
    expect(dictation).toMatchObject({
      referenceAnswer: 'The weather is fine.',
      audioUrl: '/files/a.wav',
      playLimit: 3,
    });
  });

  it('material and listening: children saved with their own answers, score is their sum', () => {
    const values: ProblemValues = {
      ...base,
      problemType: 7,
      content: 'Listen.',
      audioUrl: '/files/a.wav',
      playLimit: 2,
      score: 99,
      children: [
        { problemType: 1, content: 'Where?', options: ['bank', 'park'], answer: ['B'], score: 3 },
        { problemType: 3, content: 'Raining.', answer: ['T'], score: 2 },
      ],
    };
    const save = toProblemSave(values);
    expect(save.score).toBe(5);
    expect(childrenScore(values.children)).toBe(5);
    expect(save.children).toEqual([
      expect.objectContaining({ problemType: 1, answer: ['B'], score: 3 }),
      expect.objectContaining({ problemType: 3, options: [], answer: ['T'], score: 2 }),
    ]);
    expect(toProblemSave({ ...values, problemType: 1 }).children).toEqual([]);
  });

  it('a new problem starts with four empty options, and a composite with one child', () => {
    expect(newProblemValues(1).options).toHaveLength(4);
    expect(newProblemValues(6).children).toHaveLength(1);
    expect(newProblemValues(5).children).toHaveLength(0);
  });

  it('reads a saved problem back into the same save body', () => {
    const saved = {
      id: '9',
      problemType: 4,
      problemTypeName: '填空题',
      content: 'I ___ it.',
      options: [],
      answer: [],
      blanks: [['did', 'do']],
      blankCount: 1,
      referenceAnswer: '',
      analysis: '',
      score: 3,
      problemKind: 'grammar',
      problemKindName: '语法',
      subject: 'cet4',
      subjectName: '四级',
      year: 2024,
      difficulty: 3,
      labels: ['时态'],
      audioUrl: '',
      playLimit: 0,
      videoId: '',
      videoName: '',
      children: [],
      gmtCreate: '',
      gmtModified: '',
    } satisfies Problem;
    expect(toProblemSave(problemValuesOf(saved))).toMatchObject({
      blanks: [['did', 'do']],
      year: 2024,
      labels: ['时态'],
      score: 3,
    });
  });

  it('the live preview shows blanks counted from the content and the children', () => {
    const preview = previewProblemOf({
      ...base,
      problemType: 6,
      content: 'Passage',
      children: [{ problemType: 4, content: 'a ___ b ___', blanks: [['x'], ['y']], score: 2 }],
    });
    expect(preview.score).toBe(2);
    expect(preview.children[0]).toMatchObject({ blankCount: 2, blanks: [['x'], ['y']] });
  });
});
