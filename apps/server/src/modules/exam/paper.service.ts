import { randomBytes } from 'node:crypto';
import {
  PaperAuditStatus,
  problemTypeLabels,
  ProblemType,
  TitleType,
  type AuditDecision,
  type Page,
  type PaperAudit,
  type PaperAuditAdmin,
  type PaperAuditListBody,
  type PaperInfo,
  type PaperInfoListBody,
  type PaperPreview,
  type PaperProblem,
  type PaperRefSave,
  type PaperRefView,
  type PaperSave,
  type PaperTitle,
  type PaperUpdate,
  type PickedProblem,
  type RandomRule,
  type TitleDraft,
  type TitleSave,
} from '@school/contracts';
import { AppError, badRequest, forbidden, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { priceToFen } from '../../core/money.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { inspectRichText, requireOwnPicture } from '../../core/rich-text.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import { MessageType, type MessageService, type UserService } from '../user/index.ts';
import { drawFrom } from './draw.ts';
import {
  type DictNames,
  toPaperAudit,
  toPaperInfo,
  toPaperProblem,
  toProblemListItem,
  typeName,
} from './exam.mapper.ts';
import type {
  ExamPaperAuditTable,
  ExamPaperProblemTable,
  ExamProblemTable,
  ExamTitleAuditTable,
  ExamTitleProblemAuditTable,
  PaperColumns,
  ProblemColumns,
} from './exam.tables.ts';
import type { PaperRepo } from './paper.repo.ts';
import type { ProblemRepo } from './problem.repo.ts';
import { assertAuthor, type ProblemService } from './problem.service.ts';

/**
 * Papers (decision 0024): the teacher edits a draft (basic fields, then sections of picked problems or
 * random rules), submits it; the operator approves (a new published version with a copy of every problem
 * it can show, in one transaction) or rejects with an opinion. Learners read only published versions; a
 * random section is drawn per learner with a seed. Messages reach the teacher through the user module.
 */

export interface PaperServiceDeps {
  transact: Transact;
  paperRepo: PaperRepo;
  problemRepo: ProblemRepo;
  problems: Pick<ProblemService, 'dictNames'>;
  messages: Pick<MessageService, 'notify'>;
  users: Pick<UserService, 'summaries'>;
  mediaPrefixes: readonly string[];
  clock: Clock;
  newId: IdGenerator;
}

/** A section checked against the bank: what the draft stores and the totals it adds. */
interface CheckedTitle {
  input: TitleSave;
  picks: { problem: ExamProblemTable; score: number }[];
  rules: Required<RandomRule>[];
  /** Per rule: how many problems of the bank it may draw from. */
  available: number[];
  score: number;
  problemCount: number;
}

/** An answer key as the exam-taking module scores against it. */
export interface AnswerKey {
  problemId: number;
  parentId: number;
  problemType: number;
  /** Option keys, or `T`/`F`. */
  answer: string[];
  /** Accepted alternatives per blank. */
  blanks: string[][];
  /** Essay reference (HTML) or the dictation text. */
  referenceAnswer: string;
  analysis: string;
  /** The problem's own score in the copy (a child's share of its material). */
  score: number;
  problemKind: string;
}

/** A learner's paper: every section with its problems in order (random ones drawn with the seed). */
export interface DrawnPaper {
  paper: PaperInfo;
  version: number;
  seed: string;
  titles: (PaperTitle & { problemIds: number[] })[];
}

const normaliseRule = (rule: RandomRule): Required<RandomRule> => ({
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

const ruleMatches = (rule: Required<RandomRule>, row: ProblemColumns) =>
  row.parent_id === 0 &&
  row.problem_type === rule.problemType &&
  (rule.problemKind === '' || row.problem_kind === rule.problemKind) &&
  (rule.difficulty === 0 || row.difficulty === rule.difficulty);

const isComposite = (type: number) => type === ProblemType.material || type === ProblemType.listening;

export function createPaperService(deps: PaperServiceDeps) {
  const { transact, paperRepo, problemRepo, problems, messages, users, clock, newId } = deps;

  // ——— reading ———

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

  // ——— showing a paper ———

  /** Problems with their children, keyed by id (bank rows or a version's copies). */
  function problemTree<T extends ProblemColumns & { id: number }>(rows: T[], idOf: (row: T) => number) {
    const byId = new Map<number, T>();
    const children = new Map<number, T[]>();
    for (const row of rows) {
      if (row.parent_id === 0) byId.set(idOf(row), row);
      else children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
    }
    for (const list of children.values()) list.sort((a, b) => a.sort - b.sort);
    return { byId, childrenOf: (id: number) => children.get(id) ?? [] };
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

  async function drawPublished(
    siteId: number,
    paperId: number,
    seed: string,
    version?: number,
    withAnswers = false,
  ): Promise<DrawnPaper> {
    const paper = await paperRepo.findPaper(siteId, paperId);
    if (!paper) throw notFound('试卷不存在或未发布');
    const at = version ?? paper.version;
    if (at < 1 || at > paper.version) throw notFound('试卷版本不存在');
    const [titles, picks, copies, names] = await Promise.all([
      paperRepo.titlesOf(siteId, paperId, at),
      paperRepo.picksOf(siteId, paperId, at),
      paperRepo.copiesOf(siteId, paperId, at),
      problems.dictNames(siteId),
    ]);
    const tree = problemTree(copies, (row) => row.problem_id);
    const candidates = copies.filter((row) => row.parent_id === 0).sort((a, b) => a.problem_id - b.problem_id);
    const shown = titles.map((title) => {
      const items: PaperProblem[] = [];
      const ids: number[] = [];
      const add = (row: ExamPaperProblemTable, score: number) => {
        items.push(toPaperProblem(row, tree.childrenOf(row.problem_id), score, withAnswers));
        ids.push(row.problem_id);
      };
      for (const pick of picks.filter((item) => item.title_id === title.id)) {
        const row = tree.byId.get(pick.problem_id);
        if (row) add(row, pick.score);
      }
      const rules = (JSON.parse(title.rules) as RandomRule[]).map(normaliseRule);
      rules.forEach((rule, position) => {
        const pool = candidates.filter(
          (row) => ruleMatches(rule, row) && !picks.some((p) => p.problem_id === row.problem_id),
        );
        for (const row of drawFrom(pool, rule.count, `${seed}:${title.sort}:${position}`)) add(row, rule.score);
      });
      return {
        titleName: title.title_name,
        description: title.description,
        titleType: title.title_type,
        score: title.score,
        problems: items,
        rules,
        problemIds: ids,
      };
    });
    return { paper: toPaperInfo(paper, names), version: at, seed, titles: shown };
  }

  async function paperInfoPage(
    siteId: number,
    filter: Parameters<PaperRepo['pagePapers']>[1],
    body: PaperInfoListBody,
  ) {
    const window = pageWindow(body);
    const [{ rows, total }, names] = await Promise.all([
      paperRepo.pagePapers(siteId, filter, window.offset, window.pageSize),
      problems.dictNames(siteId),
    ]);
    return toPage(
      rows.map((row) => toPaperInfo(row, names)),
      total,
      window,
    );
  }

  // ——— publishing ———

  async function publish(siteId: number, draft: ExamPaperAuditTable, checked: CheckedTitle[], opinion: string) {
    const now = clock.now();
    const published = await paperRepo.findPaper(siteId, draft.id);
    const version = (published?.version ?? 0) + 1;
    const pickedIds = checked.flatMap((title) => title.picks.map((pick) => pick.problem.id));
    const children = await problemRepo.childrenOf(siteId, pickedIds);
    const pools = (
      await Promise.all(
        checked.flatMap((title) =>
          title.rules.map((rule) => problemRepo.findForRule(siteId, draft.user_id, rule, pickedIds)),
        ),
      )
    ).flat();
    const sources = new Map<number, ExamProblemTable>();
    for (const row of [...checked.flatMap((title) => title.picks.map((pick) => pick.problem)), ...children, ...pools])
      sources.set(row.id, row);
    const copies: ExamPaperProblemTable[] = [...sources.values()].map((row) => ({
      id: newId(),
      site_id: siteId,
      gmt_create: now,
      paper_id: draft.id,
      version,
      problem_id: row.id,
      parent_id: row.parent_id,
      sort: row.sort,
      problem_type: row.problem_type,
      problem_kind: row.problem_kind,
      subject: row.subject,
      year: row.year,
      difficulty: row.difficulty,
      content: row.content,
      content_text: row.content_text,
      options: row.options,
      answer: row.answer,
      blanks: row.blanks,
      reference_answer: row.reference_answer,
      analysis: row.analysis,
      score: row.score,
      labels: row.labels,
      audio_url: row.audio_url,
      play_limit: row.play_limit,
      video_id: row.video_id,
    }));
    const titleRows = checked.map((title, index) => ({
      id: newId(),
      site_id: siteId,
      gmt_create: now,
      paper_id: draft.id,
      version,
      title_name: title.input.titleName.trim(),
      description: (title.input.description ?? '').trim(),
      title_type: title.input.titleType,
      rules: JSON.stringify(title.rules),
      score: title.score,
      sort: index + 1,
    }));
    const pickRows = checked.flatMap((title, index) =>
      title.picks.map((pick, position) => ({
        id: newId(),
        site_id: siteId,
        gmt_create: now,
        paper_id: draft.id,
        version,
        title_id: titleRows[index]!.id,
        problem_id: pick.problem.id,
        score: pick.score,
        sort: position + 1,
      })),
    );
    const paperColumns: PaperColumns = {
      user_id: draft.user_id,
      exam_name: draft.exam_name,
      subject: draft.subject,
      year: draft.year,
      description: draft.description,
      cover_url: draft.cover_url,
      answer_minutes: draft.answer_minutes,
      pass_score: draft.pass_score,
      total_score: draft.total_score,
      problem_count: draft.problem_count,
      title_count: draft.title_count,
      is_free: draft.is_free,
      price: draft.price,
      vip_price: draft.vip_price,
      multiple_half_score: draft.multiple_half_score,
    };
    await transact(async (tx) => {
      const decided = { audit_status: PaperAuditStatus.approved, audit_opinion: opinion, gmt_modified: now };
      if (!(await paperRepo.decideWaiting(siteId, draft.id, decided, tx))) throw alreadyDecided();
      await paperRepo.insertVersion(titleRows, pickRows, copies, tx);
      if (published)
        await paperRepo.updatePaper(
          siteId,
          draft.id,
          { ...paperColumns, version, gmt_publish: now, gmt_modified: now },
          tx,
        );
      else
        await paperRepo.insertPaper(
          {
            id: draft.id,
            site_id: siteId,
            status_id: 1,
            gmt_create: now,
            gmt_modified: now,
            ...paperColumns,
            version,
            is_put_away: 1,
            gmt_publish: now,
          },
          tx,
        );
      await messages.notify(
        siteId,
        draft.user_id,
        {
          title: '试卷审核通过',
          content: `您的试卷《${draft.exam_name}》已审核通过并发布。${opinion ? `审核意见：${opinion}` : ''}`,
          msgType: MessageType.audit,
        },
        tx,
      );
    });
  }

  const alreadyDecided = () => wrongState('该试卷不在待审核状态，请刷新后再试');

  async function waitingDraft(siteId: number, id: number) {
    const draft = await draftOrThrow(siteId, id);
    if (draft.audit_status !== PaperAuditStatus.waiting) throw alreadyDecided();
    return draft;
  }

  async function setShelf(siteId: number, id: number, isPutAway: 0 | 1) {
    const paper = await paperRepo.findPaper(siteId, id);
    if (!paper) throw notFound('试卷尚未发布，审核通过后才能上下架');
    await paperRepo.updatePaper(siteId, id, { is_put_away: isPutAway, gmt_modified: clock.now() });
    return paper;
  }

  return {
    // ——— teacher ———
    async listDrafts(siteId: number, user: SessionUser, body: PaperAuditListBody): Promise<Page<PaperAudit>> {
      assertAuthor(user);
      const window = pageWindow(body);
      const filter = {
        userId: user.id,
        ...(body.auditStatus !== undefined ? { auditStatus: body.auditStatus } : {}),
        ...(body.examName ? { examName: body.examName } : {}),
      };
      const [{ rows, total }, names] = await Promise.all([
        paperRepo.pageDrafts(siteId, filter, window.offset, window.pageSize),
        problems.dictNames(siteId),
      ]);
      const published = new Map(
        (
          await paperRepo.findPapers(
            siteId,
            rows.map((row) => row.id),
          )
        ).map((row) => [row.id, row]),
      );
      return toPage(
        rows.map((row) => toPaperAudit(row, published.get(row.id), names)),
        total,
        window,
      );
    },

    async viewDraft(siteId: number, user: SessionUser, id: number): Promise<PaperRefView> {
      const draft = await ownDraft(siteId, user, id);
      const titles = await storedTitles(siteId, id);
      const names = await problems.dictNames(siteId);
      const pickedIds = titles.flatMap((title) => (title.problems ?? []).map((pick) => Number(pick.problemId)));
      const rows = new Map((await problemRepo.findTopLevel(siteId, pickedIds)).map((row) => [row.id, row]));
      const counts = await problemRepo.childCounts(siteId, pickedIds);
      const shown: TitleDraft[] = [];
      for (const title of titles) {
        const rules = (title.rules ?? []).map(normaliseRule);
        const problemsOf = (title.problems ?? []).flatMap((pick) => {
          const row = rows.get(Number(pick.problemId));
          return row
            ? [
                {
                  problemId: pick.problemId,
                  score: pick.score ?? row.score,
                  problem: toProblemListItem(row, counts.get(row.id) ?? 0, names),
                },
              ]
            : [];
        });
        shown.push({
          titleName: title.titleName,
          description: title.description ?? '',
          titleType: title.titleType,
          score:
            problemsOf.reduce((sum, item) => sum + item.score, 0) +
            rules.reduce((sum, rule) => sum + rule.count * rule.score, 0),
          problems: problemsOf,
          rules: await Promise.all(
            rules.map(async (rule) => ({
              ...rule,
              available: await problemRepo.countForRule(siteId, draft.user_id, rule, pickedIds),
            })),
          ),
        });
      }
      return { paper: await auditOf(siteId, draft, names), titles: shown };
    },

    async saveDraft(siteId: number, user: SessionUser, input: PaperSave): Promise<PaperAudit> {
      assertAuthor(user);
      const fields = paperFields(input);
      const names = await checkSubject(siteId, fields.subject);
      const now = clock.now();
      const row: ExamPaperAuditTable = {
        id: newId(),
        site_id: siteId,
        status_id: 1,
        gmt_create: now,
        gmt_modified: now,
        user_id: user.id,
        ...fields,
        total_score: 0,
        problem_count: 0,
        title_count: 0,
        audit_status: PaperAuditStatus.editing,
        audit_opinion: '',
      };
      await transact((tx) => paperRepo.insertDraft(row, tx));
      return toPaperAudit(row, undefined, names);
    },

    async updateDraft(siteId: number, user: SessionUser, input: PaperUpdate): Promise<PaperAudit> {
      const draft = await ownDraft(siteId, user, Number(input.id));
      const fields = paperFields(input);
      await checkSubject(siteId, fields.subject);
      passScoreFits(fields.pass_score, draft.total_score);
      const changes = {
        ...fields,
        audit_status: PaperAuditStatus.editing,
        audit_opinion: '',
        gmt_modified: clock.now(),
      };
      await paperRepo.updateDraft(siteId, draft.id, changes);
      return auditOf(siteId, { ...draft, ...changes });
    },

    async saveTitles(siteId: number, user: SessionUser, body: PaperRefSave): Promise<PaperRefView> {
      const draft = await ownDraft(siteId, user, Number(body.examId));
      const checked = await checkTitles(siteId, user.id, body.titles);
      const total = checked.reduce((sum, title) => sum + title.score, 0);
      passScoreFits(draft.pass_score, total);
      const now = clock.now();
      const titleRows: ExamTitleAuditTable[] = checked.map((title, index) => ({
        id: newId(),
        site_id: siteId,
        gmt_create: now,
        paper_id: draft.id,
        title_name: title.input.titleName.trim(),
        description: (title.input.description ?? '').trim(),
        title_type: title.input.titleType,
        rules: JSON.stringify(title.rules),
        score: title.score,
        sort: index + 1,
      }));
      const pickRows: ExamTitleProblemAuditTable[] = checked.flatMap((title, index) =>
        title.picks.map((pick, position) => ({
          id: newId(),
          site_id: siteId,
          gmt_create: now,
          paper_id: draft.id,
          title_id: titleRows[index]!.id,
          problem_id: pick.problem.id,
          score: pick.score,
          sort: position + 1,
        })),
      );
      await transact(async (tx) => {
        await paperRepo.replaceDraftTitles(siteId, draft.id, titleRows, pickRows, tx);
        await paperRepo.updateDraft(
          siteId,
          draft.id,
          {
            total_score: total,
            problem_count: checked.reduce((sum, title) => sum + title.problemCount, 0),
            title_count: checked.length,
            audit_status: PaperAuditStatus.editing,
            audit_opinion: '',
            gmt_modified: now,
          },
          tx,
        );
      });
      return this.viewDraft(siteId, user, draft.id);
    },

    /**
     * 一键组卷: each random section is drawn now from the teacher's bank and saved as a picked section
     * (picked sections stay as given), so the teacher sees the actual problems and can adjust them.
     */
    async autoSaveTitles(siteId: number, user: SessionUser, body: PaperRefSave): Promise<PaperRefView> {
      await ownDraft(siteId, user, Number(body.examId));
      const checked = await checkTitles(siteId, user.id, body.titles);
      const taken = checked.flatMap((title) => title.picks.map((pick) => pick.problem.id));
      const seed = randomBytes(8).toString('hex');
      const titles: TitleSave[] = [];
      for (const [index, title] of checked.entries()) {
        if (title.rules.length === 0) {
          titles.push(title.input);
          continue;
        }
        const problems: PickedProblem[] = [];
        for (const [position, rule] of title.rules.entries()) {
          const pool = await problemRepo.findForRule(siteId, user.id, rule, taken);
          for (const row of drawFrom(pool, rule.count, `${seed}:${index}:${position}`)) {
            taken.push(row.id);
            problems.push({ problemId: String(row.id), score: rule.score });
          }
        }
        titles.push({ ...title.input, titleType: TitleType.picked, problems, rules: [] });
      }
      return this.saveTitles(siteId, user, { examId: body.examId, titles });
    },

    async preview(siteId: number, user: SessionUser, examId: number): Promise<PaperPreview> {
      const draft = await ownDraft(siteId, user, examId);
      return previewDraft(siteId, draft, false);
    },

    async submit(siteId: number, user: SessionUser, id: number): Promise<PaperAudit> {
      const draft = await ownDraft(siteId, user, id);
      if (draft.audit_status === PaperAuditStatus.waiting) throw wrongState('试卷已提交，正在等待审核');
      if (draft.audit_status === PaperAuditStatus.approved) throw wrongState('试卷已审核通过，修改后才能再次提交');
      await checkComplete(siteId, draft);
      const changes = { audit_status: PaperAuditStatus.waiting, audit_opinion: '', gmt_modified: clock.now() };
      await paperRepo.updateDraft(siteId, id, changes);
      return auditOf(siteId, { ...draft, ...changes });
    },

    async putAway(siteId: number, user: SessionUser, id: number, isPutAway: 0 | 1): Promise<PaperAudit> {
      const draft = await ownDraft(siteId, user, id);
      await setShelf(siteId, id, isPutAway);
      return auditOf(siteId, draft);
    },

    listMine: (siteId: number, user: SessionUser, body: PaperInfoListBody): Promise<Page<PaperInfo>> => {
      assertAuthor(user);
      return paperInfoPage(siteId, { userId: user.id, ...filterOf(body) }, body);
    },

    // ——— public ———
    listPublic: (siteId: number, body: PaperInfoListBody): Promise<Page<PaperInfo>> =>
      paperInfoPage(siteId, { onShelf: true, ...filterOf(body) }, body),

    // ——— operator ———
    async adminListDrafts(siteId: number, body: PaperAuditListBody): Promise<Page<PaperAuditAdmin>> {
      const window = pageWindow(body);
      const auditStatus = body.auditStatus ?? PaperAuditStatus.waiting;
      const { rows, total } = await paperRepo.pageDrafts(
        siteId,
        { auditStatus, ...(body.examName ? { examName: body.examName } : {}) },
        window.offset,
        window.pageSize,
        auditStatus === PaperAuditStatus.waiting,
      );
      return toPage(await Promise.all(rows.map((row) => adminAuditOf(siteId, row))), total, window);
    },

    async adminPreview(siteId: number, examId: number): Promise<PaperPreview> {
      return previewDraft(siteId, await draftOrThrow(siteId, examId), true);
    },

    async approve(siteId: number, body: AuditDecision): Promise<PaperAuditAdmin> {
      const draft = await waitingDraft(siteId, Number(body.id));
      let checked: CheckedTitle[];
      try {
        checked = await checkComplete(siteId, draft);
      } catch (error) {
        if (error instanceof AppError)
          throw wrongState(`试卷与题库已不一致，不能发布：${error.message}。请驳回请讲师修改`);
        throw error;
      }
      await publish(siteId, draft, checked, (body.auditOpinion ?? '').trim());
      return adminAuditOf(siteId, await draftOrThrow(siteId, draft.id));
    },

    async reject(siteId: number, body: AuditDecision): Promise<PaperAuditAdmin> {
      const opinion = (body.auditOpinion ?? '').trim();
      if (opinion === '') throw badRequest('请填写驳回意见');
      const draft = await waitingDraft(siteId, Number(body.id));
      const now = clock.now();
      await transact(async (tx) => {
        const decided = { audit_status: PaperAuditStatus.rejected, audit_opinion: opinion, gmt_modified: now };
        if (!(await paperRepo.decideWaiting(siteId, draft.id, decided, tx))) throw alreadyDecided();
        await messages.notify(
          siteId,
          draft.user_id,
          {
            title: '试卷审核未通过',
            content: `很抱歉，您的试卷《${draft.exam_name}》未通过审核。审核意见：${opinion}`,
            msgType: MessageType.audit,
          },
          tx,
        );
      });
      return adminAuditOf(siteId, await draftOrThrow(siteId, draft.id));
    },

    adminListPapers: (siteId: number, body: PaperInfoListBody): Promise<Page<PaperInfo>> =>
      paperInfoPage(siteId, filterOf(body), body),

    async adminPutAway(siteId: number, id: number, isPutAway: 0 | 1): Promise<PaperInfo> {
      const paper = await setShelf(siteId, id, isPutAway);
      return toPaperInfo({ ...paper, is_put_away: isPutAway }, await problems.dictNames(siteId));
    },

    // ——— for other modules (index.ts) ———
    /** A published paper (any shelf state), or undefined. */
    async findPublished(siteId: number, id: number): Promise<(PaperInfo & { version: number }) | undefined> {
      const paper = await paperRepo.findPaper(siteId, id);
      return paper && { ...toPaperInfo(paper, await problems.dictNames(siteId)), version: paper.version };
    },

    drawPaper: drawPublished,

    /** The answer key of each problem (and child) of a published version, by bank id. */
    async answerKeys(
      siteId: number,
      paperId: number,
      version: number,
      problemIds: readonly number[],
    ): Promise<Map<number, AnswerKey>> {
      const copies = await paperRepo.copiesOf(siteId, paperId, version, problemIds);
      return new Map(
        copies.map((row) => [
          row.problem_id,
          {
            problemId: row.problem_id,
            parentId: row.parent_id,
            problemType: row.problem_type,
            answer: JSON.parse(row.answer) as string[],
            blanks: JSON.parse(row.blanks) as string[][],
            referenceAnswer: row.reference_answer,
            analysis: row.analysis,
            score: row.score,
            problemKind: row.problem_kind,
          },
        ]),
      );
    },

    /** Published papers by id (course links, orders). */
    findPapers: (siteId: number, ids: readonly number[]) => paperRepo.findPapers(siteId, ids),
  };
}

const filterOf = (body: PaperInfoListBody) => ({
  ...(body.subject ? { subject: body.subject } : {}),
  ...(body.isFree !== undefined ? { isFree: body.isFree } : {}),
  ...(body.examName ? { examName: body.examName } : {}),
});

export type PaperService = ReturnType<typeof createPaperService>;
