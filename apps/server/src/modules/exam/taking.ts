import {
  ANSWER_GRACE_MS,
  AnswerState,
  compositeProblemTypes,
  examRecordStatusLabels,
  ProblemType,
  type AnswerResult,
  type ExamRecord,
  type ExamRecordStatus,
  type PaperProblem,
  type PaperProblemChild,
  type PaperTitle,
  type ProblemType as ProblemTypeCode,
} from '@school/contracts';
import { formatDateTime } from '../../core/time.ts';
import type { ExamRecordAnswerTable, ExamRecordTable } from './exam.tables.ts';
import type { DrawnPaper } from './paper.service.ts';
import { judge, type Judged, type ScoringKey, type ScoringOptions, toPoints } from './scoring.ts';

/** Shared by the taking, marking and notebook services: a learner's paper as answerable leaves, and records on the wire. */

/** One answerable problem of a learner's paper: a problem of its own, or a child of a material/listening one. */
export interface Leaf {
  problemId: number;
  /** The top-level problem it belongs to (itself when it has no parent). */
  topId: number;
  key: ScoringKey;
}

export const isComposite = (type: number) => compositeProblemTypes.includes(type as ProblemTypeCode);

export const scoringKeyOf = (problem: PaperProblemChild, score: number): ScoringKey => ({
  problemType: problem.problemType,
  optionKeys: problem.options.map((option) => option.key),
  blankCount: problem.blankCount,
  answer: problem.answer ?? [],
  blanks: problem.blanks ?? [],
  referenceAnswer: problem.referenceAnswer ?? '',
  score,
});

const leavesKept = new WeakMap<DrawnPaper, ReadonlyMap<number, Leaf>>();

/**
 * The leaves of a paper drawn with answers, in the order the learner meets them. Kept per drawn paper
 * (drawn papers are kept and never change): every answer save looks its problem up here.
 */
export function leavesOf(paper: DrawnPaper): ReadonlyMap<number, Leaf> {
  let leaves = leavesKept.get(paper);
  if (!leaves) {
    leaves = collectLeaves(paper);
    leavesKept.set(paper, leaves);
  }
  return leaves;
}

function collectLeaves(paper: DrawnPaper): Map<number, Leaf> {
  const leaves = new Map<number, Leaf>();
  for (const title of paper.titles)
    for (const problem of title.problems) {
      const topId = Number(problem.id);
      if (isComposite(problem.problemType))
        for (const child of problem.children)
          leaves.set(Number(child.id), { problemId: Number(child.id), topId, key: scoringKeyOf(child, child.score) });
      else leaves.set(topId, { problemId: topId, topId, key: scoringKeyOf(problem, problem.score) });
    }
  return leaves;
}

/** A sheet of saved answers judged: each answer's state and tenths by problem, and the sheet's totals. */
export interface JudgedSheet {
  byProblem: Map<number, Judged>;
  tenths: number;
  /** Essays answered, waiting for a teacher. */
  awaiting: number;
  /** Answers given (not left blank). */
  answered: number;
}

/**
 * Judges saved answers against the leaves they answer; an answer without a leaf is left out. Exams and
 * class exams both submit (and class exams re-score) through this one judge.
 */
export function judgeAnswers(
  leaves: ReadonlyMap<number, Leaf>,
  answers: readonly { problem_id: number; answer: string }[],
  options: ScoringOptions,
): JudgedSheet {
  const sheet: JudgedSheet = { byProblem: new Map(), tenths: 0, awaiting: 0, answered: 0 };
  for (const row of answers) {
    const leaf = leaves.get(row.problem_id);
    if (!leaf) continue;
    const judged = judge(leaf.key, parseAnswer(row.answer), options);
    sheet.byProblem.set(row.problem_id, judged);
    sheet.tenths += judged.tenths;
    if (judged.state === AnswerState.awaitingMarking) sheet.awaiting += 1;
    if (judged.state !== AnswerState.unanswered) sheet.answered += 1;
  }
  return sheet;
}

/** How a drawn paper is judged: its multiple-choice half marks. */
export const scoringOptionsOf = (paper: DrawnPaper): ScoringOptions => ({
  multipleHalfScore: paper.paper.multipleHalfScore === 1,
});

export const topProblemsOf = (paper: DrawnPaper): PaperProblem[] => paper.titles.flatMap((title) => title.problems);

const stripChild = (problem: PaperProblemChild): PaperProblemChild => {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { answer, blanks, referenceAnswer, analysis, ...rest } = problem;
  return rest;
};

/** A problem as the answering page may see it: no answers, no analysis, no explanation video. */
export function withoutAnswers(problem: PaperProblem): PaperProblem {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { answer, blanks, referenceAnswer, analysis, videoId, ...rest } = problem;
  return { ...rest, children: problem.children.map(stripChild) };
}

export const titlesWithoutAnswers = (paper: DrawnPaper): PaperTitle[] =>
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  paper.titles.map(({ problemIds, ...title }) => ({ ...title, problems: title.problems.map(withoutAnswers) }));

export const parseAnswer = (text: string) => JSON.parse(text) as string[];

export function toAnswerResult(leaf: Leaf, row: ExamRecordAnswerTable | undefined): AnswerResult {
  return {
    problemId: String(leaf.problemId),
    answer: row ? parseAnswer(row.answer) : [],
    score: row ? toPoints(row.score_tenths) : 0,
    maxScore: leaf.key.score,
    state: row?.state ?? AnswerState.unanswered,
    comment: row?.comment ?? '',
  };
}

/** Milliseconds left before the server submits the record; 0 once submitted (or for practice). */
export const remainingMs = (row: ExamRecordTable, now: number) =>
  row.record_status === 1 && row.deadline > 0 ? Math.max(0, row.deadline - now) : 0;

/** Past the deadline and its grace: answers are refused and the record is submitted by the server. */
export const isOverdue = (row: ExamRecordTable, now: number) =>
  row.record_status === 1 && row.deadline > 0 && now > row.deadline + ANSWER_GRACE_MS;

export function toExamRecord(row: ExamRecordTable, now: number): ExamRecord {
  const score = toPoints(row.objective_tenths + row.subjective_tenths);
  const end = row.submit_time || (row.deadline > 0 ? Math.min(now, row.deadline) : now);
  return {
    id: String(row.id),
    examId: String(row.paper_id),
    examName: row.exam_name,
    recordType: row.record_type,
    recordStatus: row.record_status,
    recordStatusName: examRecordStatusLabels[row.record_status as ExamRecordStatus] ?? '',
    submitWay: row.submit_way,
    startTime: formatDateTime(row.start_time),
    deadline: row.deadline > 0 ? formatDateTime(row.deadline) : '',
    submitTime: row.submit_time > 0 ? formatDateTime(row.submit_time) : '',
    answerMinutes: row.answer_minutes,
    usedSeconds: Math.max(0, Math.floor((end - row.start_time) / 1000)),
    remainingMs: remainingMs(row, now),
    position: row.position,
    totalScore: row.total_score,
    passScore: row.pass_score,
    objectiveScore: toPoints(row.objective_tenths),
    subjectiveScore: toPoints(row.subjective_tenths),
    score,
    isPass: row.record_status === 3 && score >= row.pass_score ? 1 : 0,
    awaitingCount: row.awaiting_count,
    answeredCount: row.answered_count,
    problemCount: row.problem_count,
  };
}

/** The essay type, which the teacher marks. */
export const isEssay = (leaf: Leaf) => leaf.key.problemType === ProblemType.essay;
