import { distance } from 'fastest-levenshtein';
import { AnswerState, JudgeAnswer, ProblemType, type AnswerState as State } from '@school/contracts';
import { badRequest } from '../../core/errors.ts';

/**
 * Scoring by problem type (decision 0033), one rule per row of `rules`. Points are counted in tenths so
 * half marks and dictation credit stay whole numbers in the database.
 */

/** What scoring needs to know of one answerable problem (a leaf: not a material or listening stem). */
export interface ScoringKey {
  problemType: number;
  /** The option keys offered (single and multiple choice). */
  optionKeys: readonly string[];
  blankCount: number;
  /** Option keys, or `T`/`F`. */
  answer: readonly string[];
  /** Accepted alternatives per blank. */
  blanks: readonly (readonly string[])[];
  /** The dictation text. */
  referenceAnswer: string;
  /** Whole points this problem is worth in the paper. */
  score: number;
}

export interface ScoringOptions {
  /** A multiple-choice answer that is a correct subset earns half marks (per paper). */
  multipleHalfScore: boolean;
}

export interface Judged {
  state: State;
  tenths: number;
}

/** Dictation below this similarity earns nothing: a guess of a few letters is not partial credit. */
export const DICTATION_MIN_SIMILARITY = 0.5;

/** Case, surrounding and repeated spaces, and full-width/half-width forms do not matter (NFKC folds them). */
export const normaliseBlank = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Dictation compares the words only: punctuation and spacing are not what is being heard. */
export const normaliseDictation = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');

/** 1 for the same text, 0 for nothing in common, by character edit distance. */
export function dictationSimilarity(given: string, reference: string): number {
  const a = normaliseDictation(given);
  const b = normaliseDictation(reference);
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - distance(a, b) / longest;
}

const full = (key: ScoringKey): Judged => ({ state: AnswerState.right, tenths: key.score * 10 });
const wrong: Judged = { state: AnswerState.wrong, tenths: 0 };
const partial = (tenths: number): Judged => (tenths > 0 ? { state: AnswerState.partial, tenths } : wrong);

type Rule = (key: ScoringKey, given: readonly string[], options: ScoringOptions) => Judged;

const exactKey: Rule = (key, given) => (given.length === 1 && given[0] === key.answer[0] ? full(key) : wrong);

const rules: Record<number, Rule> = {
  [ProblemType.single]: exactKey,
  [ProblemType.judge]: exactKey,
  [ProblemType.multiple](key, given, options) {
    const right = new Set(key.answer);
    const chosen = new Set(given);
    const allRight = [...chosen].every((item) => right.has(item));
    if (allRight && chosen.size === right.size) return full(key);
    if (allRight && options.multipleHalfScore) return partial(Math.round((key.score * 10) / 2));
    return wrong;
  },
  [ProblemType.blank](key, given) {
    const count = Math.max(key.blankCount, key.blanks.length);
    const rightBlanks = key.blanks.filter((alternatives, index) => {
      const text = normaliseBlank(given[index] ?? '');
      return text !== '' && alternatives.some((alternative) => normaliseBlank(alternative) === text);
    }).length;
    if (rightBlanks === count) return full(key);
    return partial(Math.round((key.score * 10 * rightBlanks) / count));
  },
  [ProblemType.dictation](key, given) {
    const similarity = dictationSimilarity(given[0] ?? '', key.referenceAnswer);
    if (similarity === 1) return full(key);
    return similarity < DICTATION_MIN_SIMILARITY ? wrong : partial(Math.round(key.score * 10 * similarity));
  },
  [ProblemType.essay]: () => ({ state: AnswerState.awaitingMarking, tenths: 0 }),
};

/** Judges one answer; an empty answer is unanswered and earns nothing (an empty essay needs no marking). */
export function judge(key: ScoringKey, given: readonly string[], options: ScoringOptions): Judged {
  if (given.every((item) => item.trim() === '')) return { state: AnswerState.unanswered, tenths: 0 };
  const rule = rules[key.problemType];
  if (!rule) throw new Error(`no scoring rule for problem type ${key.problemType}`);
  return rule(key, given, options);
}

/**
 * Refuses an answer that does not fit the problem's type (ARCHITECTURE "wrong types are refused"): option
 * keys that are not offered, more texts than blanks, a text where one choice belongs.
 */
export function checkAnswerShape(key: ScoringKey, given: readonly string[]): void {
  if (given.length === 0) return;
  const fail = (why: string) => {
    throw badRequest(`作答格式不正确：${why}`);
  };
  switch (key.problemType) {
    case ProblemType.single:
      if (given.length !== 1 || !key.optionKeys.includes(given[0]!)) fail('单选题只能选择一个题目中的选项');
      return;
    case ProblemType.multiple:
      if (new Set(given).size !== given.length || given.some((item) => !key.optionKeys.includes(item)))
        fail('多选题只能选择题目中的选项，且不能重复');
      return;
    case ProblemType.judge:
      if (given.length !== 1 || (given[0] !== JudgeAnswer.right && given[0] !== JudgeAnswer.wrong))
        fail('判断题的作答应为 T（正确）或 F（错误）');
      return;
    case ProblemType.blank:
      if (given.length > key.blankCount) fail(`本题只有 ${key.blankCount} 个空`);
      if (given.some((item) => item.length > 200)) fail('每个空不能超过 200 个字');
      return;
    case ProblemType.essay:
    case ProblemType.dictation:
      if (given.length !== 1) fail('本题只需作答一段文字');
      return;
    default:
      fail('材料题、听力题请作答其中的小题');
  }
}

export const toPoints = (tenths: number) => tenths / 10;
