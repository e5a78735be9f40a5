import {
  BLANK_PATTERN,
  compositeProblemTypes,
  OPTION_KEYS,
  ProblemType,
  type PaperProblem,
  type PaperProblemChild,
  type Problem,
  type ProblemChild,
  type ProblemChildSave,
  type ProblemSave,
} from '@school/contracts';

/**
 * The problem editor's values and how they become the save call's body. The form keeps every field of
 * every type (switching the type keeps what was typed); `toProblemSave` sends only what the chosen
 * type uses, with option letters given by position.
 */

export interface AnswerValues {
  content?: string;
  /** Option texts in order; the letters are A, B, C… by position. */
  options?: string[];
  /** Single choice: one letter; multiple choice: letters; true/false: 'T' or 'F'. */
  answer?: string[];
  /** Per blank, its accepted answers. */
  blanks?: string[][];
  referenceAnswer?: string;
  analysis?: string;
  score?: number;
}

export interface ChildValues extends AnswerValues {
  id?: string;
  problemType: ProblemChildSave['problemType'];
}

export interface ProblemValues extends AnswerValues {
  problemType: ProblemType;
  problemKind: string;
  subject: string;
  year?: number;
  difficulty: number;
  labels?: string[];
  audioUrl?: string;
  playLimit?: number;
  children?: ChildValues[];
}

const blankPattern = new RegExp(BLANK_PATTERN, 'g');

/** The number of blanks (three or more underscores) in a fill-in problem's content. */
export const countBlanks = (content: string | undefined): number => (content ?? '').match(blankPattern)?.length ?? 0;

/** The blanks' answers resized to `count` blanks (extra ones dropped, missing ones empty). */
export const fitBlanks = (blanks: string[][] | undefined, count: number): string[][] =>
  Array.from({ length: count }, (_, index) => blanks?.[index] ?? []);

export const isComposite = (type: number): boolean => compositeProblemTypes.includes(type as ProblemType);
export const hasOptions = (type: number): boolean => type === ProblemType.single || type === ProblemType.multiple;
export const hasAudio = (type: number): boolean => type === ProblemType.listening || type === ProblemType.dictation;

/** A composite problem's score: the sum of its children's. */
export const childrenScore = (children: readonly { score?: number }[] | undefined): number =>
  (children ?? []).reduce((sum, child) => sum + (child.score ?? 0), 0);

/** Letters that name an option that exists, in the options' order. */
function answerLetters(answer: string[] | undefined, optionCount: number): string[] {
  const keys: readonly string[] = OPTION_KEYS.slice(0, optionCount);
  return keys.filter((key) => answer?.includes(key));
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The answer fields of one problem as the save call wants them for its type. */
function answerFieldsOf(type: number, values: AnswerValues) {
  const options = hasOptions(type)
    ? (values.options ?? []).map((content, index) => ({ key: OPTION_KEYS[index]!, content: content.trim() }))
    : [];
  let answer: string[] = [];
  if (hasOptions(type)) answer = answerLetters(values.answer, options.length);
  if (type === ProblemType.judge)
    answer = (values.answer ?? []).filter((key) => key === 'T' || key === 'F').slice(0, 1);
  const blanks =
    type === ProblemType.blank
      ? fitBlanks(values.blanks, countBlanks(values.content)).map((alternatives) =>
          alternatives.map((text) => text.trim()).filter(Boolean),
        )
      : [];
  const referenceAnswer =
    type === ProblemType.essay || type === ProblemType.dictation ? trimmed(values.referenceAnswer) : '';
  return {
    content: trimmed(values.content),
    options,
    answer,
    blanks,
    referenceAnswer,
    analysis: trimmed(values.analysis),
  };
}

export function toChildSave(child: ChildValues): ProblemChildSave {
  return {
    ...(child.id ? { id: child.id } : {}),
    problemType: child.problemType,
    ...answerFieldsOf(child.problemType, child),
    score: child.score ?? 0,
  };
}

export function toProblemSave(values: ProblemValues): ProblemSave {
  const type = values.problemType;
  const composite = isComposite(type);
  const children = composite ? (values.children ?? []).map(toChildSave) : [];
  return {
    problemType: type,
    problemKind: values.problemKind,
    subject: values.subject,
    year: values.year ?? 0,
    difficulty: values.difficulty,
    ...answerFieldsOf(type, values),
    score: composite ? childrenScore(children) : (values.score ?? 0),
    labels: (values.labels ?? []).map((label) => label.trim()).filter(Boolean),
    audioUrl: hasAudio(type) ? trimmed(values.audioUrl) : '',
    playLimit: hasAudio(type) ? (values.playLimit ?? 0) : 0,
    children,
  };
}

const answerValuesOf = (problem: ProblemChild): AnswerValues => ({
  content: problem.content,
  options: problem.options.map((option) => option.content),
  answer: problem.answer,
  blanks: problem.blanks,
  referenceAnswer: problem.referenceAnswer,
  analysis: problem.analysis,
  score: problem.score,
});

/** A saved problem as the editor's values (editing). */
export function problemValuesOf(problem: Problem): ProblemValues {
  return {
    ...answerValuesOf(problem),
    problemType: problem.problemType as ProblemType,
    problemKind: problem.problemKind,
    subject: problem.subject,
    year: problem.year || undefined,
    difficulty: problem.difficulty,
    labels: problem.labels,
    audioUrl: problem.audioUrl,
    playLimit: problem.playLimit,
    children: problem.children.map((child) => ({
      ...answerValuesOf(child),
      id: child.id,
      problemType: child.problemType as ChildValues['problemType'],
    })),
  };
}

/** What the editor's values look like on a paper (the live preview), answers included. */
export function previewProblemOf(values: ProblemValues): PaperProblem {
  const save = toProblemSave(values);
  const shown = (id: string, part: ProblemChildSave | ProblemSave): PaperProblemChild => ({
    id,
    problemType: part.problemType,
    content: part.content ?? '',
    options: part.options ?? [],
    blankCount: countBlanks(part.content),
    score: part.score ?? 0,
    answer: part.answer ?? [],
    blanks: part.blanks ?? [],
    referenceAnswer: part.referenceAnswer ?? '',
    analysis: part.analysis ?? '',
  });
  return {
    ...shown('preview', save),
    audioUrl: save.audioUrl ?? '',
    playLimit: save.playLimit ?? 0,
    children: (save.children ?? []).map((child, index) => shown(`preview-${index}`, child)),
  };
}

/** The form's starting values for a new problem of `type`. */
export function newProblemValues(
  type: ProblemType,
  defaults: { problemKind?: string; subject?: string } = {},
): ProblemValues {
  return {
    problemType: type,
    problemKind: defaults.problemKind ?? '',
    subject: defaults.subject ?? '',
    difficulty: 2,
    content: '',
    options: ['', '', '', ''],
    answer: [],
    blanks: [],
    referenceAnswer: '',
    analysis: '',
    score: 2,
    labels: [],
    audioUrl: '',
    playLimit: 0,
    children: isComposite(type) ? [newChildValues(ProblemType.single)] : [],
  };
}

export function newChildValues(type: ChildValues['problemType']): ChildValues {
  return {
    problemType: type,
    content: '',
    options: ['', '', '', ''],
    answer: [],
    blanks: [],
    referenceAnswer: '',
    analysis: '',
    score: 2,
  };
}
