import { TitleType, type ProblemListItem, type RandomRule, type TitleDraft, type TitleSave } from '@school/contracts';

/**
 * The sections ("titles") of a paper while the teacher builds them on /account/exams/selectIssue:
 * picked problems with their scores, or random rules, and the scores they add up to.
 */

export interface PickedRow {
  problemId: string;
  /** 0: the problem's own default score. */
  score: number;
  problem: ProblemListItem;
}

export interface RuleRow extends RandomRule {
  /** How many problems of the bank fit the rule, when the server has told us. */
  available?: number;
}

export interface Section {
  titleName: string;
  description: string;
  titleType: 1 | 2;
  problems: PickedRow[];
  rules: RuleRow[];
}

/** The score a picked problem counts for on the paper. */
export const pickedScore = (row: PickedRow): number => row.score || row.problem.score;

export function sectionScore(section: Section): number {
  if (section.titleType === TitleType.picked) return section.problems.reduce((sum, row) => sum + pickedScore(row), 0);
  return section.rules.reduce((sum, rule) => sum + rule.count * rule.score, 0);
}

export function sectionProblemCount(section: Section): number {
  if (section.titleType === TitleType.picked) return section.problems.length;
  return section.rules.reduce((sum, rule) => sum + rule.count, 0);
}

export const paperScore = (sections: readonly Section[]): number =>
  sections.reduce((sum, section) => sum + sectionScore(section), 0);

/** Why a rule cannot be drawn as it stands, or undefined. */
export function ruleProblem(rule: RuleRow): string | undefined {
  if (rule.available !== undefined && rule.count > rule.available) {
    return `题库中符合条件的只有 ${rule.available} 题，不够抽取 ${rule.count} 题`;
  }
  return undefined;
}

/** Adds problems to a picked section, leaving out those already in it. */
export function addPicked(section: Section, problems: readonly ProblemListItem[]): Section {
  const present = new Set(section.problems.map((row) => row.problemId));
  const added = problems
    .filter((problem) => !present.has(problem.id))
    .map((problem) => ({ problemId: problem.id, score: 0, problem }));
  return { ...section, problems: [...section.problems, ...added] };
}

/** Moves item `index` of a list one place up (-1) or down (1). */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function sectionOf(draft: TitleDraft): Section {
  return {
    titleName: draft.titleName,
    description: draft.description,
    titleType: draft.titleType === TitleType.random ? 2 : 1,
    problems: draft.problems.map((row) => ({ problemId: row.problemId, score: row.score, problem: row.problem })),
    rules: draft.rules.map((rule) => ({ ...rule })),
  };
}

export function toTitleSave(section: Section): TitleSave {
  const base = {
    titleName: section.titleName.trim(),
    description: section.description.trim(),
    titleType: section.titleType,
  };
  if (section.titleType === TitleType.picked) {
    return {
      ...base,
      problems: section.problems.map((row) => ({ problemId: row.problemId, score: row.score })),
      rules: [],
    };
  }
  return {
    ...base,
    problems: [],
    rules: section.rules.map((rule) => ({
      problemType: rule.problemType,
      problemKind: rule.problemKind ?? '',
      difficulty: rule.difficulty ?? 0,
      count: rule.count,
      score: rule.score,
    })),
  };
}

export const newSection = (titleType: 1 | 2, index: number): Section => ({
  titleName: titleType === TitleType.picked ? `第${index + 1}部分` : `第${index + 1}部分（随机抽题）`,
  description: '',
  titleType,
  problems: [],
  rules: titleType === TitleType.random ? [{ problemType: 1, problemKind: '', difficulty: 0, count: 5, score: 2 }] : [],
});
