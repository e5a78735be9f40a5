import type { Page, PaperInfo, PaperInfoListBody, RandomRule } from '@school/contracts';
import { notFound } from '../../core/errors.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { drawFrom } from './draw.ts';
import { toPaperInfo, toPaperProblem, toPaperTerms } from './exam.mapper.ts';
import type { ExamPaperProblemTable } from './exam.tables.ts';
import { normaliseRule, problemTree, ruleMatches } from './paper-drafts.ts';
import type { PaperRepo } from './paper.repo.ts';
import type { AnswerKey, DrawnPaper, PaperServiceDeps } from './paper.service.ts';
import type { PaperProblem } from '@school/contracts';

/** Published papers: the public list, a learner's drawn paper, answer keys, and the shelf. */
export function createPublishedPaperService(deps: Pick<PaperServiceDeps, 'paperRepo' | 'problems' | 'clock'>) {
  const { paperRepo, problems, clock } = deps;

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

  async function setShelf(siteId: number, id: number, isPutAway: 0 | 1) {
    const paper = await paperRepo.findPaper(siteId, id);
    if (!paper) throw notFound('试卷尚未发布，审核通过后才能上下架');
    await paperRepo.updatePaper(siteId, id, { is_put_away: isPutAway, gmt_modified: clock.now() });
    return paper;
  }

  return {
    listPublic: (siteId: number, body: PaperInfoListBody): Promise<Page<PaperInfo>> =>
      paperInfoPage(siteId, { onShelf: true, ...filterOf(body) }, body),

    /** One lecturer's published papers (any shelf state): those a class owned by them may set. */
    listPublishedBy: (siteId: number, lecturerUserId: number, body: PaperInfoListBody): Promise<Page<PaperInfo>> =>
      paperInfoPage(siteId, { userId: lecturerUserId, ...filterOf(body) }, body),

    /** A published paper (any shelf state), or undefined; its row is kept (decision 0095). */
    async findPublished(siteId: number, id: number): Promise<(PaperInfo & { version: number }) | undefined> {
      const paper = await paperRepo.findKeptPaper(siteId, id);
      return paper && { ...toPaperInfo(paper, await problems.dictNames(siteId)), version: paper.version };
    },

    /** A published paper's terms for the reader's call (no dictionary names), from the kept row; undefined when none. */
    async findPublishedTerms(siteId: number, id: number) {
      const paper = await paperRepo.findKeptPaper(siteId, id);
      return paper && toPaperTerms(paper);
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

    /** Lists and the shelf, for the teacher's and the operator's verbs. */
    paperInfoPage,
    setShelf,
  };
}

export const filterOf = (body: PaperInfoListBody) => ({
  ...(body.subject ? { subject: body.subject } : {}),
  ...(body.isFree !== undefined ? { isFree: body.isFree } : {}),
  ...(body.examName ? { examName: body.examName } : {}),
});

export type PublishedPaperService = ReturnType<typeof createPublishedPaperService>;
