import {
  problemTypeLabels,
  type CourseExamRef,
  type PaperAudit,
  type PaperInfo,
  type PaperProblem,
  type PaperProblemChild,
  type Problem,
  type ProblemChild,
  type ProblemListItem,
  type ProblemOption,
  type ProblemType,
} from '@school/contracts';
import { fenToYuan } from '../../core/money.ts';
import { formatDateTime } from '../../core/time.ts';
import type {
  ExamCourseRefTable,
  ExamPaperAuditTable,
  ExamPaperTable,
  ExamProblemTable,
  ProblemColumns,
} from './exam.tables.ts';
import { countBlanks, labelsOf } from './problem-rules.ts';

/** Rows to wire objects (ids as strings, money in yuan, times formatted). */

/** Labels of the school's dictionaries, value → label. */
export interface DictNames {
  kinds: ReadonlyMap<string, string>;
  subjects: ReadonlyMap<string, string>;
}

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const idOrEmpty = (id: number) => (id ? String(id) : '');
const json = <T>(text: string): T => JSON.parse(text) as T;

export const typeName = (type: number) => problemTypeLabels[type as ProblemType] ?? '';

function problemBody(row: ProblemColumns) {
  return {
    problemType: row.problem_type,
    problemTypeName: typeName(row.problem_type),
    content: row.content,
    options: json<ProblemOption[]>(row.options),
    answer: json<string[]>(row.answer),
    blanks: json<string[][]>(row.blanks),
    blankCount: countBlanks(row.content_text),
    referenceAnswer: row.reference_answer,
    analysis: row.analysis,
    score: row.score,
  };
}

export const toProblemChild = (row: ExamProblemTable): ProblemChild => ({ id: String(row.id), ...problemBody(row) });

/** What a problem is filed under, with the dictionary's names. */
const problemFacets = (row: ExamProblemTable, names: DictNames) => ({
  problemKind: row.problem_kind,
  problemKindName: names.kinds.get(row.problem_kind) ?? '',
  subject: row.subject,
  subjectName: names.subjects.get(row.subject) ?? '',
  year: row.year,
  difficulty: row.difficulty,
});

export function toProblem(
  row: ExamProblemTable,
  children: ExamProblemTable[],
  names: DictNames,
  videoName: string,
): Problem {
  return {
    id: String(row.id),
    ...problemBody(row),
    ...problemFacets(row, names),
    labels: labelsOf(row.labels),
    audioUrl: row.audio_url,
    playLimit: row.play_limit,
    videoId: idOrEmpty(row.video_id),
    videoName,
    children: children.map(toProblemChild),
    gmtCreate: formatDateTime(row.gmt_create),
    gmtModified: formatDateTime(row.gmt_modified),
  };
}

export const summaryOf = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

export const toProblemListItem = (row: ExamProblemTable, childCount: number, names: DictNames): ProblemListItem => ({
  id: String(row.id),
  problemType: row.problem_type,
  problemTypeName: typeName(row.problem_type),
  ...problemFacets(row, names),
  summary: summaryOf(row.content_text),
  score: row.score,
  labels: labelsOf(row.labels),
  childCount,
  hasAudio: row.audio_url ? 1 : 0,
  videoId: idOrEmpty(row.video_id),
  gmtModified: formatDateTime(row.gmt_modified),
});

/** A problem of a paper: the learner's view, with the answer fields only when answers may be seen. */
export function toPaperProblem(
  row: ProblemColumns & { problem_id?: number; id: number },
  children: (ProblemColumns & { problem_id?: number; id: number })[],
  score: number,
  withAnswers: boolean,
): PaperProblem {
  const child = (item: ProblemColumns & { problem_id?: number; id: number }, itemScore: number): PaperProblemChild => ({
    id: String(item.problem_id ?? item.id),
    problemType: item.problem_type,
    content: item.content,
    options: json<ProblemOption[]>(item.options),
    blankCount: countBlanks(item.content_text),
    score: itemScore,
    ...(withAnswers
      ? {
          answer: json<string[]>(item.answer),
          blanks: json<string[][]>(item.blanks),
          referenceAnswer: item.reference_answer,
          analysis: item.analysis,
        }
      : {}),
  });
  return {
    ...child(row, score),
    audioUrl: row.audio_url,
    playLimit: row.play_limit,
    ...(withAnswers ? { videoId: idOrEmpty(row.video_id) } : {}),
    children: children.map((item) => child(item, item.score)),
  };
}

const paperBody = (row: ExamPaperAuditTable | ExamPaperTable, names: DictNames) => ({
  id: String(row.id),
  examName: row.exam_name,
  subject: row.subject,
  subjectName: names.subjects.get(row.subject) ?? '',
  year: row.year,
  description: row.description,
  coverUrl: row.cover_url,
  answerMinutes: row.answer_minutes,
  passScore: row.pass_score,
  totalScore: row.total_score,
  isFree: flag(row.is_free),
  price: fenToYuan(row.price),
  vipPrice: fenToYuan(row.vip_price),
  multipleHalfScore: flag(row.multiple_half_score),
  problemCount: row.problem_count,
});

export const toPaperAudit = (
  row: ExamPaperAuditTable,
  published: ExamPaperTable | undefined,
  names: DictNames,
): PaperAudit => ({
  ...paperBody(row, names),
  auditStatus: row.audit_status,
  auditOpinion: row.audit_opinion,
  isPublished: published ? 1 : 0,
  isPutAway: published ? flag(published.is_put_away) : 0,
  titleCount: row.title_count,
  gmtCreate: formatDateTime(row.gmt_create),
  gmtModified: formatDateTime(row.gmt_modified),
});

export const toPaperInfo = (row: ExamPaperTable, names: DictNames): PaperInfo => ({
  ...paperBody(row, names),
  isPutAway: flag(row.is_put_away),
  lecturerUserId: String(row.user_id),
  gmtPublish: formatDateTime(row.gmt_publish),
});

/** What a reader's page needs of a published paper to judge them (who may take it, whether it is on the shelf). */
export const toPaperTerms = (row: ExamPaperTable) => ({
  id: String(row.id),
  isFree: flag(row.is_free),
  vipPrice: fenToYuan(row.vip_price),
  lecturerUserId: String(row.user_id),
  isPutAway: flag(row.is_put_away),
});

export const toCourseExamRef = (row: ExamCourseRefTable, paper: ExamPaperTable | undefined): CourseExamRef => ({
  id: String(row.id),
  courseId: String(row.course_id),
  periodId: idOrEmpty(row.period_id),
  examId: String(row.exam_id),
  examName: paper?.exam_name ?? '',
  totalScore: paper?.total_score ?? 0,
  isPutAway: paper ? flag(paper.is_put_away) : 0,
  sort: row.sort,
  gmtCreate: formatDateTime(row.gmt_create),
});
