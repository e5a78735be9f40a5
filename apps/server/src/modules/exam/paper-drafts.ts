import { randomBytes } from 'node:crypto';
import {
  problemTypeLabels,
  ProblemType,
  TitleType,
  type PaperAudit,
  type PaperAuditAdmin,
  type PaperPreview,
  type PaperProblem,
  type PaperSave,
  type PaperTitle,
  type RandomRule,
  type TitleSave,
} from '@school/contracts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { priceToFen } from '../../core/money.ts';
import { inspectRichText, requireOwnPicture } from '../../core/rich-text.ts';
import { drawFrom } from './draw.ts';
import { type DictNames, toPaperAudit, toPaperProblem, typeName } from './exam.mapper.ts';
import type { ExamPaperAuditTable, ExamProblemTable, ProblemColumns, TitleColumns } from './exam.tables.ts';
import type { PaperServiceDeps } from './paper.service.ts';
import { assertAuthor } from './problem.service.ts';

/** Reading, checking and previewing paper drafts: shared by the teacher's and the operator's verbs. */

/** A section checked against the bank: what the draft stores and the totals it adds. */
export interface CheckedTitle {
  input: TitleSave;
  picks: { problem: ExamProblemTable; score: number }[];
  rules: Required<RandomRule>[];
  /** Per rule: how many problems of the bank it may draw from. */
  available: number[];
  score: number;
  problemCount: number;
}

/** A checked section as the columns of its row; sections count from 1 in the paper. */
export const titleColumns = (title: CheckedTitle, index: number): TitleColumns => ({
  title_name: title.input.titleName.trim(),
  description: (title.input.description ?? '').trim(),
  title_type: title.input.titleType,
  rules: JSON.stringify(title.rules),
  score: title.score,
  sort: index + 1,
});

export const normaliseRule = (rule: RandomRule): Required<RandomRule> => ({
  problemType: rule.problemType,
  problemKind: (rule.problemKind ?? '').trim(),
  difficulty: rule.difficulty ?? 0,
  count: rule.count,
  score: rule.score,
});

/** Two rules overlap when one problem could match both; overlapping rules are refused (decision 0024). */
const overlaps = (a: Required<RandomRule>, b: Required<RandomRule>) =>
  a.problemType === b.problemType &&
  (a.problemKind === '' || b.problemKind === '' || a.problemKind === b.problemKind) &&
  (a.difficulty === 0 || b.difficulty === 0 || a.difficulty === b.difficulty);

export const ruleMatches = (rule: Required<RandomRule>, row: ProblemColumns) =>
  row.parent_id === 0 &&
  row.problem_type === rule.problemType &&
  (rule.problemKind === '' || row.problem_kind === rule.problemKind) &&
  (rule.difficulty === 0 || row.difficulty === rule.difficulty);

const isComposite = (type: number) => type === ProblemType.material || type === ProblemType.listening;

/** Problems with their children, keyed by id (bank rows or a version's copies). */
export function problemTree<T extends ProblemColumns & { id: number }>(rows: T[], idOf: (row: T) => number) {
  const byId = new Map<number, T>();
  const children = new Map<number, T[]>();
  for (const row of rows) {
    if (row.parent_id === 0) byId.set(idOf(row), row);
    else children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort);
  return { byId, childrenOf: (id: number) => children.get(id) ?? [] };
}

export function createPaperDrafts(
  deps: Pick<PaperServiceDeps, 'paperRepo' | 'problemRepo' | 'problems' | 'users' | 'mediaPrefixes'>,
) {
  const { paperRepo, problemRepo, problems, users } = deps;

  async function draftOrThrow(siteId: number, id: number) {
    const draft = await paperRepo.findDraft(siteId, id);
    if (!draft) throw notFound('试卷不存在或已被删除');
    return draft;
  }

  async function ownDraft(siteId: number, user: SessionUser, id: number) {
    assertAuthor(user);
    const draft = await draftOrThrow(siteId, id);
    if (draft.user_id !== user.id) throw forbidden('不能操作其他讲师的试卷');
    return draft;
  }

  async function auditOf(siteId: number, draft: ExamPaperAuditTable, names?: DictNames): Promise<PaperAudit> {
    const [published, dict] = await Promise.all([
      paperRepo.findPaper(siteId, draft.id),
      names ?? problems.dictNames(siteId),
    ]);
    return toPaperAudit(draft, published, dict);
  }

  async function adminAuditOf(siteId: number, draft: ExamPaperAuditTable): Promise<PaperAuditAdmin> {
    const [audit, people] = await Promise.all([auditOf(siteId, draft), users.summaries(siteId, [draft.user_id])]);
    const person = people.get(draft.user_id);
    return { ...audit, lecturerUserId: String(draft.user_id), lecturerName: person?.nickname || person?.mobile || '' };
  }

  // ——— checking ———

  const paperFields = (input: PaperSave) => {
    const description = inspectRichText(input.description ?? '', { mediaPrefixes: deps.mediaPrefixes });
    if (description.unsafe) throw badRequest('试卷说明中不能包含脚本、事件或嵌入页面');
    if (description.foreignMedia.length > 0) throw badRequest('图片只能使用本站上传的文件');
    requireOwnPicture('coverUrl', input.coverUrl, { bases: deps.mediaPrefixes });
    const name = input.examName.trim();
    if (name === '') throw badRequest('参数错误：examName 不能为空');
    const price = input.isFree === 1 ? 0 : priceToFen(input.price ?? 0, 'price');
    const vipPrice = input.isFree === 1 ? 0 : priceToFen(input.vipPrice ?? 0, 'vipPrice');
    if (input.isFree === 0 && price <= 0) throw badRequest('收费试卷须填写大于 0 的售价');
    if (vipPrice > price) throw badRequest('会员价不能高于售价');
    return {
      exam_name: name,
      subject: input.subject.trim(),
      year: input.year ?? 0,
      description: description.html,
      cover_url: input.coverUrl ?? '',
      answer_minutes: input.answerMinutes,
      pass_score: input.passScore,
      is_free: input.isFree,
      price,
      vip_price: vipPrice,
      multiple_half_score: input.multipleHalfScore ?? 1,
    };
  };

  async function checkSubject(siteId: number, subject: string) {
    const names = await problems.dictNames(siteId);
    if (!names.subjects.has(subject)) throw badRequest(`科目不存在：${subject}`);
    return names;
  }

  const passScoreFits = (passScore: number, total: number) => {
    if (total > 0 && passScore > total) throw badRequest(`及格分 ${passScore} 不能高于总分 ${total}`);
  };

  /** Checks sections against the teacher's bank; every problem must be theirs, every rule drawable. */
  async function checkTitles(siteId: number, userId: number, titles: TitleSave[]): Promise<CheckedTitle[]> {
    const names = await problems.dictNames(siteId);
    const pickedIds = titles.flatMap((title) => (title.problems ?? []).map((pick) => Number(pick.problemId)));
    const rows = new Map((await problemRepo.findTopLevel(siteId, pickedIds)).map((row) => [row.id, row]));
    const seen = new Set<number>();
    const allRules: { rule: Required<RandomRule>; where: string }[] = [];
    const checked: CheckedTitle[] = [];
    for (const [index, title] of titles.entries()) {
      const where = `第 ${index + 1} 大题`;
      const picks = title.problems ?? [];
      const rules = (title.rules ?? []).map(normaliseRule);
      if (title.titleName.trim() === '') throw badRequest(`${where}须填写名称`);
      if (title.titleType === TitleType.picked) {
        if (picks.length === 0) throw badRequest(`${where}还没有选题`);
        if (rules.length > 0) throw badRequest(`${where}是选题大题，不能有抽题规则`);
      } else {
        if (rules.length === 0) throw badRequest(`${where}还没有抽题规则`);
        if (picks.length > 0) throw badRequest(`${where}是随机大题，不能直接选题`);
      }
      const titlePicks: CheckedTitle['picks'] = [];
      for (const [position, pick] of picks.entries()) {
        const id = Number(pick.problemId);
        const row = rows.get(id);
        if (!row) throw badRequest(`${where}第 ${position + 1} 题不存在或已被删除`);
        if (row.user_id !== userId) throw forbidden('不能选用其他讲师的试题');
        if (seen.has(id)) throw badRequest(`试题“${row.content_text.slice(0, 20)}”在试卷中重复出现`);
        seen.add(id);
        const given = pick.score ?? 0;
        if (isComposite(row.problem_type) && given !== 0 && given !== row.score)
          throw badRequest(
            `${where}第 ${position + 1} 题是${typeName(row.problem_type)}，分值应为各小题分值之和 ${row.score} 分`,
          );
        titlePicks.push({ problem: row, score: given || row.score });
      }
      for (const [position, rule] of rules.entries()) {
        if (rule.problemKind !== '' && !names.kinds.has(rule.problemKind))
          throw badRequest(`${where}第 ${position + 1} 条规则的题目分类不存在：${rule.problemKind}`);
        const clash = allRules.find((other) => overlaps(other.rule, rule));
        if (clash)
          throw badRequest(
            `${where}第 ${position + 1} 条规则与${clash.where}重叠：同一题型的分类或难度不能交叉，否则抽题会互相争用`,
          );
        allRules.push({ rule, where: `${where}第 ${position + 1} 条规则` });
      }
      checked.push({
        input: title,
        picks: titlePicks,
        rules,
        available: [],
        score:
          titlePicks.reduce((sum, pick) => sum + pick.score, 0) +
          rules.reduce((sum, rule) => sum + rule.count * rule.score, 0),
        problemCount: titlePicks.length + rules.reduce((sum, rule) => sum + rule.count, 0),
      });
    }
    // A rule draws from the bank less the problems picked anywhere in the paper.
    const picked = [...seen];
    for (const [index, title] of checked.entries())
      for (const [position, rule] of title.rules.entries()) {
        const available = await problemRepo.countForRule(siteId, userId, rule, picked);
        title.available.push(available);
        if (available < rule.count)
          throw badRequest(
            `第 ${index + 1} 大题第 ${position + 1} 条规则要抽 ${rule.count} 道${problemTypeLabels[rule.problemType as ProblemType]}，题库中符合条件的只有 ${available} 道`,
          );
      }
    return checked;
  }

  /** The sections a draft stores, as the save call would send them. */
  async function storedTitles(siteId: number, paperId: number): Promise<TitleSave[]> {
    const [titles, picks] = await Promise.all([
      paperRepo.draftTitles(siteId, paperId),
      paperRepo.draftPicks(siteId, paperId),
    ]);
    return titles.map((title) => ({
      titleName: title.title_name,
      description: title.description,
      titleType: title.title_type === TitleType.random ? 2 : 1,
      problems: picks
        .filter((pick) => pick.title_id === title.id)
        .map((pick) => ({ problemId: String(pick.problem_id), score: pick.score })),
      rules: JSON.parse(title.rules) as RandomRule[],
    }));
  }

  /** Whether a draft can go to audit (or be published): problems, scores and rules all hold. */
  async function checkComplete(siteId: number, draft: ExamPaperAuditTable): Promise<CheckedTitle[]> {
    const titles = await storedTitles(siteId, draft.id);
    if (titles.length === 0) throw badRequest('试卷中还没有试题，请先选题');
    const checked = await checkTitles(siteId, draft.user_id, titles);
    const total = checked.reduce((sum, title) => sum + title.score, 0);
    if (total <= 0) throw badRequest('试卷中还没有试题，请先选题');
    passScoreFits(draft.pass_score, total);
    return checked;
  }

  /** A draft as learners would see it; random sections show one sample draw from the bank. */
  async function previewDraft(siteId: number, draft: ExamPaperAuditTable, withAnswers: boolean): Promise<PaperPreview> {
    const titles = await storedTitles(siteId, draft.id);
    const pickedIds = titles.flatMap((title) => (title.problems ?? []).map((pick) => Number(pick.problemId)));
    const picked = await problemRepo.findTopLevel(siteId, pickedIds);
    const children = await problemRepo.childrenOf(
      siteId,
      picked.map((row) => row.id),
    );
    const tree = problemTree([...picked, ...children], (row) => row.id);
    const sampleSeed = randomBytes(8).toString('hex');
    const shown: PaperTitle[] = [];
    for (const [index, title] of titles.entries()) {
      const items: PaperProblem[] = [];
      for (const pick of title.problems ?? []) {
        const row = tree.byId.get(Number(pick.problemId));
        if (row) items.push(toPaperProblem(row, tree.childrenOf(row.id), pick.score || row.score, withAnswers));
      }
      const rules = (title.rules ?? []).map(normaliseRule);
      for (const [position, rule] of rules.entries()) {
        const pool = await problemRepo.findForRule(siteId, draft.user_id, rule, pickedIds);
        for (const row of drawFrom(pool, rule.count, `${sampleSeed}:${index}:${position}`))
          items.push(toPaperProblem(row, [], rule.score, withAnswers));
      }
      shown.push({
        titleName: title.titleName,
        description: title.description ?? '',
        titleType: title.titleType,
        score: items.reduce((sum, item) => sum + item.score, 0),
        problems: items,
        rules,
      });
    }
    return { paper: await auditOf(siteId, draft), titles: shown };
  }

  return {
    draftOrThrow,
    ownDraft,
    auditOf,
    adminAuditOf,
    paperFields,
    checkSubject,
    passScoreFits,
    checkTitles,
    storedTitles,
    checkComplete,
    previewDraft,
  };
}

export type PaperDrafts = ReturnType<typeof createPaperDrafts>;
