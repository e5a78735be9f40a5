import { randomBytes } from 'node:crypto';
import {
  PaperAuditStatus,
  TitleType,
  type Page,
  type PaperAudit,
  type PaperAuditListBody,
  type PaperInfo,
  type PaperInfoListBody,
  type PaperPreview,
  type PaperRefSave,
  type PaperRefView,
  type PaperSave,
  type PaperUpdate,
  type PickedProblem,
  type TitleDraft,
  type TitleSave,
} from '@school/contracts';
import { wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { drawFrom } from './draw.ts';
import { toPaperAudit, toProblemListItem } from './exam.mapper.ts';
import type { ExamPaperAuditTable, ExamTitleAuditTable, ExamTitleProblemAuditTable } from './exam.tables.ts';
import { normaliseRule, type PaperDrafts, titleColumns } from './paper-drafts.ts';
import type { PaperServiceDeps } from './paper.service.ts';
import { assertAuthor } from './problem.service.ts';
import { filterOf, type PublishedPaperService } from './published-paper.service.ts';
import { newBusinessRow } from '../../db/columns.ts';

export interface PaperAuthoringDeps extends PaperServiceDeps {
  drafts: PaperDrafts;
  published: Pick<PublishedPaperService, 'paperInfoPage' | 'setShelf'>;
}

/** The teacher's side of papers: drafts, their sections, 一键组卷, preview, submit, shelf and own lists. */
export function createPaperAuthoringService(deps: PaperAuthoringDeps) {
  const { transact, paperRepo, problemRepo, problems, clock, newId } = deps;
  const {
    ownDraft,
    auditOf,
    paperFields,
    checkSubject,
    passScoreFits,
    checkTitles,
    storedTitles,
    checkComplete,
    previewDraft,
  } = deps.drafts;
  const { paperInfoPage, setShelf } = deps.published;

  async function viewDraft(siteId: number, user: SessionUser, id: number): Promise<PaperRefView> {
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
  }

  async function saveTitles(siteId: number, user: SessionUser, body: PaperRefSave): Promise<PaperRefView> {
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
      ...titleColumns(title, index),
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
    return viewDraft(siteId, user, draft.id);
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

    viewDraft,

    async saveDraft(siteId: number, user: SessionUser, input: PaperSave): Promise<PaperAudit> {
      assertAuthor(user);
      const fields = paperFields(input);
      const names = await checkSubject(siteId, fields.subject);
      const now = clock.now();
      const row: ExamPaperAuditTable = {
        ...newBusinessRow(newId(), siteId, now),
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
    saveTitles,

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
      return saveTitles(siteId, user, { examId: body.examId, titles });
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
  };
}
