import {
  type AdminQuestion,
  type AdminQuestionDetail,
  type AdminQuestionListBody,
  CommentTargetType,
  CommunityAuditStatus,
  type CollectedQuestion,
  OpType,
  type Page,
  type PageQuery,
  type QuestionDetail,
  type QuestionItem,
  type QuestionListBody,
  type QuestionMine,
  type QuestionSave,
  type QuestionSearchItem,
  QuestionTab,
  type QuestionUpdate,
  type SearchHit,
} from '@school/contracts';
import { badRequest, forbidden, notFound, wrongState } from '../../core/errors.ts';
import { type PageWindow, pageWindow, toPage } from '../../core/paging.ts';
import { sanitizeUserRichText } from '../../core/rich-text.ts';
import { formatDateTime } from '../../core/time.ts';
import { newBusinessRow } from '../../db/columns.ts';
import { highlight } from '../search/index.ts';
import type { UserService } from '../user/index.ts';
import type { CommentService } from './comment.service.ts';
import { type QuestionListRow, toPostSearchHit, toQuestionItem, toQuestionMine } from './community.mapper.ts';
import {
  contentHash,
  idOrUndefined,
  nonEmptyRichText,
  questionIsPublic,
  stateFields,
  summaryOf,
  titleOf,
} from './community.rules.ts';
import type { QuestionTable } from './community.tables.ts';
import { createPostCore, type PostServiceDeps } from './post-core.ts';
import type { QuestionOrder, QuestionRepo } from './question.repo.ts';

/** Questions: asking, answering (through the comment service), accepting, likes and collects. */
export interface QuestionServiceDeps extends PostServiceDeps {
  questionRepo: QuestionRepo;
  comments: Pick<CommentService, 'requireAnswer' | 'accept'>;
  users: Pick<UserService, 'summaries'>;
}

const notFoundQuestion = () => notFound('问题不存在或已被删除');
const QUESTION_LABELS = 2;

export function createQuestionService(deps: QuestionServiceDeps) {
  const { transact, questionRepo, recordRepo, comments, labels, users, antiSpam } = deps;
  const { schedule, ownImages, keptCounts, clock, newId } = deps;
  const core = createPostCore<QuestionTable>({
    ...deps,
    repo: questionRepo,
    kind: 'question',
    targetType: CommentTargetType.question,
    notFoundMessage: '问题不存在或已被删除',
    isPublic: questionIsPublic,
    isVisibleNow: (row) => row.is_public === 1,
    inReviewQueue: (row) => row.status_id === 1 && row.audit_status === CommunityAuditStatus.waiting,
  });
  const { requireAny, changeState } = core;

  async function itemsOf(siteId: number, rows: QuestionListRow[]): Promise<QuestionItem[]> {
    const [names, askers] = await Promise.all([
      labels.names(siteId),
      users.summaries(siteId, [...new Set(rows.map((row) => row.user_id))]),
    ]);
    return rows.map((row) => toQuestionItem(row, names, askers));
  }
  const mineOf = async (siteId: number, row: QuestionListRow): Promise<QuestionMine> =>
    toQuestionMine((await itemsOf(siteId, [row]))[0]!, row);

  async function requireOwn(siteId: number, userId: number, id: number): Promise<QuestionTable> {
    const row = await questionRepo.find(siteId, id);
    if (!row || row.status_id !== 1) throw notFoundQuestion();
    if (row.user_id !== userId) throw forbidden('只能操作自己的问题');
    return row;
  }
  async function fields(siteId: number, input: { title: string; content: string; labelNo?: string }) {
    const title = titleOf(input.title);
    const content = nonEmptyRichText(sanitizeUserRichText(input.content, ownImages), '问题描述不能为空');
    const labelId = await labels.requireUsable(siteId, idOrUndefined(input.labelNo), QUESTION_LABELS);
    const reasons = await antiSpam.reviewReasons(siteId, title, content);
    return {
      fields: {
        title,
        content,
        summary: summaryOf(undefined, content),
        label_id: labelId,
        content_hash: contentHash(title, content),
      },
      reasons,
    };
  }

  const adminViews = async (siteId: number, rows: QuestionListRow[]): Promise<AdminQuestion[]> => {
    const items = await itemsOf(siteId, rows);
    return rows.map((row, index) => ({
      ...items[index]!,
      statusId: row.status_id === 1 ? 1 : 0,
      isHidden: row.is_hidden === 1 ? 1 : 0,
      ...stateFields(row),
    }));
  };
  const adminView = async (siteId: number, row: QuestionListRow) => (await adminViews(siteId, [row]))[0]!;

  const orderOf = (tab: string | undefined): QuestionOrder =>
    tab === QuestionTab.hot ? 'hot' : tab === QuestionTab.latest ? 'latest' : 'activity';

  return {
    async list(siteId: number, body: QuestionListBody): Promise<Page<QuestionItem>> {
      const window = pageWindow(body);
      const filter = { labelId: idOrUndefined(body.labelNo), isSolved: body.isSolved };
      const [rows, total] = await Promise.all([
        questionRepo.publicPage(siteId, filter, orderOf(body.tab), window),
        keptCounts.count(siteId, `question:${JSON.stringify(filter)}`, () => questionRepo.publicCount(siteId, filter)),
      ]);
      return toPage(await itemsOf(siteId, rows), total, window);
    },

    async search(siteId: number, body: PageQuery & { keyword: string }): Promise<Page<QuestionSearchItem>> {
      const window = pageWindow(body);
      const { rows, total } = await questionRepo.searchPublic(siteId, body.keyword, window);
      const items = await itemsOf(siteId, rows);
      return toPage(
        items.map((item) => ({ ...item, titleHighlight: highlight(item.title, body.keyword) })),
        total,
        window,
      );
    },

    /** The site-wide search's provider for questions (type 7). */
    searchProvider(type: number) {
      return {
        async search(siteId: number, keyword: string, window: PageWindow): Promise<Page<SearchHit>> {
          const { rows, total } = await questionRepo.searchPublic(siteId, keyword, window);
          const hits = rows.map((row) =>
            toPostSearchHit(type, row, keyword, { img: '', url: `/question/view/${row.id}`, time: row.gmt_create }),
          );
          return toPage(hits, total, window);
        },
      };
    },

    /** A question page; one in review, rejected or hidden only to its asker. */
    async view(siteId: number, id: number, viewer: { id: number } | null): Promise<QuestionDetail> {
      const row = await questionRepo.find(siteId, id);
      if (!row || row.status_id !== 1) throw notFoundQuestion();
      const isMine = viewer !== null && row.user_id === viewer.id;
      if (!isMine && row.is_public !== 1) throw notFoundQuestion();
      const [mine, ops] = await Promise.all([
        mineOf(siteId, row),
        viewer ? recordRepo.opsOf(siteId, CommentTargetType.question, id, viewer.id) : new Set<number>(),
      ]);
      return {
        ...mine,
        content: row.content,
        acceptedAnswerId: row.accepted_comment_id === 0 ? '' : String(row.accepted_comment_id),
        isLike: ops.has(OpType.like) ? 1 : 0,
        isCollect: ops.has(OpType.collect) ? 1 : 0,
        isMine: isMine ? 1 : 0,
      };
    },

    countView: core.countView,

    async save(siteId: number, userId: number, input: QuestionSave): Promise<QuestionMine> {
      const { fields: checked, reasons } = await fields(siteId, input);
      await core.refuseSpam(siteId, userId, checked.content_hash);
      const now = clock.now();
      const row: QuestionTable = {
        ...checked,
        ...newBusinessRow(newId(), siteId, now),
        user_id: userId,
        is_solved: 0,
        accepted_comment_id: 0,
        count_view: 0,
        count_answer: 0,
        count_like: 0,
        count_collect: 0,
        last_activity_time: now,
        ...core.newPostFields(reasons),
      };
      row.is_public = questionIsPublic(row);
      await questionRepo.insert(row);
      keptCounts.forget(siteId);
      await schedule.ensureSite(siteId);
      return mineOf(siteId, row);
    },

    async pageMine(siteId: number, userId: number, query: PageQuery & { state?: number }): Promise<Page<QuestionMine>> {
      const window = pageWindow(query);
      const { rows, total } = await questionRepo.pageMine(siteId, userId, query.state, window);
      const items = await itemsOf(siteId, rows);
      return toPage(
        rows.map((row, index) => toQuestionMine(items[index]!, row)),
        total,
        window,
      );
    },

    /**
     * Edits the question, and/or accepts an answer. Accepting is once: a solved question keeps its answer.
     * A changed text goes back to review when it needs one, and always after a rejection.
     */
    async update(siteId: number, userId: number, input: QuestionUpdate): Promise<QuestionMine> {
      const id = Number(input.id);
      let row = await requireOwn(siteId, userId, id);
      const acceptId = idOrUndefined(input.acceptAnswerId);
      const edits = input.title !== undefined || input.content !== undefined || input.labelNo !== undefined;
      if (!edits && acceptId === undefined) throw badRequest('没有要修改的内容');
      if (acceptId !== undefined) {
        if (row.is_solved === 1) throw wrongState('问题已解决，不能更改采纳的回答');
        if (row.is_public !== 1) throw wrongState('问题还未公开，不能采纳回答');
        await comments.requireAnswer(siteId, id, acceptId);
      }
      if (edits) {
        await antiSpam.refuseMuted(siteId, userId);
        const { fields: checked, reasons } = await fields(siteId, {
          title: input.title ?? row.title,
          content: input.content ?? row.content,
          labelNo: input.labelNo ?? (row.label_id === 0 ? '' : String(row.label_id)),
        });
        row = await changeState(siteId, row, { ...checked, ...core.editAuditFields(row, reasons) });
      }
      if (acceptId !== undefined) {
        const now = clock.now();
        await transact(async (tx) => {
          await comments.accept(siteId, id, acceptId, tx);
          await questionRepo.update(siteId, id, { is_solved: 1, accepted_comment_id: acceptId, gmt_modified: now }, tx);
        });
        row = { ...row, is_solved: 1, accepted_comment_id: acceptId, gmt_modified: now };
        keptCounts.forget(siteId);
      }
      return mineOf(siteId, row);
    },

    async remove(siteId: number, userId: number, id: number): Promise<null> {
      await changeState(siteId, await requireOwn(siteId, userId, id), { status_id: 0 });
      return null;
    },

    record: core.record,
    unrecord: core.unrecord,

    async recorded(
      siteId: number,
      userId: number,
      query: PageQuery & { opType?: number },
    ): Promise<Page<CollectedQuestion>> {
      const window = pageWindow(query);
      const { rows, total } = await questionRepo.pageRecorded(siteId, userId, query.opType ?? OpType.collect, window);
      const items = await itemsOf(siteId, rows);
      return toPage(
        rows.map((row, index) => ({ ...items[index]!, collectTime: formatDateTime(row.record_time) })),
        total,
        window,
      );
    },

    // ------------------------------------------------------------ the console
    async adminPage(siteId: number, body: AdminQuestionListBody): Promise<Page<AdminQuestion>> {
      const window = pageWindow(body);
      const { rows, total } = await questionRepo.adminPage(
        siteId,
        {
          keyword: body.keyword?.trim() || undefined,
          state: body.state,
          labelId: idOrUndefined(body.labelNo),
          isSolved: body.isSolved,
          includeDeleted: body.includeDeleted === 1,
        },
        window,
      );
      return toPage(await adminViews(siteId, rows), total, window);
    },

    async adminView(siteId: number, id: number): Promise<AdminQuestionDetail> {
      const row = await requireAny(siteId, id);
      return { ...(await adminView(siteId, row)), content: row.content };
    },

    ...core.operatorVerbs(adminView),
    review: core.review,

    recomputeHot: (siteId: number, weights: Parameters<QuestionRepo['recomputeHot']>[2]) =>
      questionRepo.recomputeHot(siteId, clock.now(), weights),
  };
}

export type QuestionService = ReturnType<typeof createQuestionService>;
