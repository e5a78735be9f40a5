import {
  PaperAuditStatus,
  type AuditDecision,
  type Page,
  type PaperAuditAdmin,
  type PaperAuditListBody,
  type PaperInfo,
  type PaperInfoListBody,
  type PaperPreview,
} from '@school/contracts';
import { AppError, badRequest, wrongState } from '../../core/errors.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { MessageType } from '../user/index.ts';
import { toPaperInfo } from './exam.mapper.ts';
import type { ExamPaperAuditTable, ExamPaperProblemTable, ExamProblemTable, PaperColumns } from './exam.tables.ts';
import { type CheckedTitle, type PaperDrafts, titleColumns } from './paper-drafts.ts';
import type { PaperServiceDeps } from './paper.service.ts';
import { filterOf, type PublishedPaperService } from './published-paper.service.ts';
import { newBusinessRow } from '../../db/columns.ts';

export interface PaperAuditDeps extends PaperServiceDeps {
  drafts: PaperDrafts;
  published: Pick<PublishedPaperService, 'paperInfoPage' | 'setShelf'>;
}

/** The operator's side of papers: the queue, preview, approve (a new published version) or reject, shelf. */
export function createPaperAuditService(deps: PaperAuditDeps) {
  const { transact, paperRepo, problemRepo, problems, messages, clock, newId } = deps;
  const { draftOrThrow, adminAuditOf, checkComplete, previewDraft } = deps.drafts;
  const { paperInfoPage, setShelf } = deps.published;

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
      ...titleColumns(title, index),
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
            ...newBusinessRow(draft.id, siteId, now),
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

  return {
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
  };
}
