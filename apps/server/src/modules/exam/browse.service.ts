import { randomBytes } from 'node:crypto';
import {
  ProductType,
  SearchType,
  type OwnedPaper,
  type Page,
  type PageQuery,
  type PaperExportBody,
  type PaperInfo,
  type PlayInfo,
  type ProblemSignBody,
  type SearchHit,
} from '@school/contracts';
import { forbidden, notFound } from '../../core/errors.ts';
import { fenToYuan } from '../../core/money.ts';
import type { SessionUser } from '../../core/http.ts';
import { pageWindow, toPage, type PageWindow } from '../../core/paging.ts';
import { richTextToPlain } from '../../core/rich-text.ts';
import { formatDateTime } from '../../core/time.ts';
import type { SearchProvider } from '../search/index.ts';
import { highlight } from '../search/index.ts';
import type { OrderService } from '../order/index.ts';
import type { VodService } from '../vod/index.ts';
import { toPaperInfo } from './exam.mapper.ts';
import type { PaperRepo } from './paper.repo.ts';
import { paperDocument } from './paper-export.ts';
import type { PaperService } from './paper.service.ts';
import type { ProblemService } from './problem.service.ts';
import type { AnswerAccess } from './answer-access.ts';
import { withoutAnswers } from './taking.ts';

/**
 * What learners browse around taking exams: search (and the site search's exam tab), recommendations,
 * a course's exercises, explanation videos and the Word export of a paper.
 */
export interface BrowseDeps {
  paperRepo: PaperRepo;
  papers: Pick<PaperService, 'drawPaper' | 'findPublished' | 'listPublic'>;
  problems: Pick<ProblemService, 'dictNames'>;
  access: Pick<AnswerAccess, 'mayTake' | 'viewOf'>;
  videos: Pick<VodService, 'issuePlayToken'>;
  orders: Pick<OrderService, 'pagePaid'>;
}

const SUMMARY_LENGTH = 120;

export function createBrowseService(deps: BrowseDeps) {
  const { paperRepo, papers, problems, access, videos, orders } = deps;

  async function papersPage(siteId: number, filter: Parameters<PaperRepo['pagePapers']>[1], window: PageWindow) {
    const [{ rows, total }, names] = await Promise.all([
      paperRepo.pagePapers(siteId, filter, window.offset, window.pageSize),
      problems.dictNames(siteId),
    ]);
    return { rows, total, names };
  }

  const searchProvider: SearchProvider = {
    async search(siteId, keyword, window): Promise<Page<SearchHit>> {
      const { rows, total } = await papersPage(siteId, { onShelf: true, examName: keyword }, window);
      return toPage(
        rows.map((row) => ({
          type: SearchType.exam,
          id: String(row.id),
          title: row.exam_name,
          titleHighlight: highlight(row.exam_name, keyword),
          summary: richTextToPlain(row.description).slice(0, SUMMARY_LENGTH),
          img: row.cover_url,
          url: `/exam/view/${row.id}`,
          price: fenToYuan(row.price),
          isFree: row.is_free === 1 ? 1 : 0,
          gmtCreate: formatDateTime(row.gmt_publish),
        })),
        total,
        window,
      );
    },
  };

  return {
    searchProvider,

    search: (siteId: number, body: { keyword: string; pageCurrent?: number; pageSize?: number }) =>
      papers.listPublic(siteId, { ...body, examName: body.keyword.trim() }),

    /** Newest on-shelf papers of the same subject as the given one (any subject without one). */
    async recommend(siteId: number, body: { examId?: string; count?: number }): Promise<PaperInfo[]> {
      const count = body.count ?? 6;
      const current = body.examId ? await paperRepo.findPaper(siteId, Number(body.examId)) : undefined;
      const { rows, names } = await papersPage(
        siteId,
        { onShelf: true, ...(current ? { subject: current.subject } : {}) },
        { offset: 0, pageSize: count + 1, pageCurrent: 1 },
      );
      return rows
        .filter((row) => row.id !== current?.id)
        .slice(0, count)
        .map((row) => toPaperInfo(row, names));
    },

    /** The on-shelf papers a course links to as its exercises. */
    async exercises(siteId: number, body: { courseId: string; pageCurrent?: number; pageSize?: number }) {
      const window = pageWindow(body);
      const refs = await paperRepo.courseRefs(siteId, Number(body.courseId));
      const ids = [...new Set(refs.map((ref) => ref.exam_id))];
      const [found, names] = await Promise.all([paperRepo.findPapers(siteId, ids), problems.dictNames(siteId)]);
      const byId = new Map(found.filter((paper) => paper.is_put_away === 1).map((paper) => [paper.id, paper]));
      const list = ids.flatMap((id) => (byId.has(id) ? [toPaperInfo(byId.get(id)!, names)] : []));
      return toPage(list.slice(window.offset, window.offset + window.pageSize), list.length, window);
    },

    /** Papers I bought or was given, newest first; one taken off the shelf keeps its row without `paper`. */
    async ownedPapers(siteId: number, user: SessionUser, query: PageQuery): Promise<Page<OwnedPaper>> {
      const { rows, total, window } = await orders.pagePaid(siteId, user.id, ProductType.examPaper, query);
      const [found, names] = await Promise.all([
        paperRepo.findPapers(
          siteId,
          rows.map((row) => row.product_id),
        ),
        problems.dictNames(siteId),
      ]);
      const onShelf = new Map(found.filter((paper) => paper.is_put_away === 1).map((paper) => [paper.id, paper]));
      const list = rows.map((row) => {
        const paper = onShelf.get(row.product_id);
        return {
          examId: String(row.product_id),
          examName: paper?.exam_name ?? row.product_name,
          getTime: formatDateTime(row.pay_time ?? row.gmt_create),
          isGranted: row.operator_id !== 0 ? 1 : 0,
          ...(paper ? { paper: toPaperInfo(paper, names) } : {}),
        } satisfies OwnedPaper;
      });
      return toPage(list, total, window);
    },

    /**
     * The explanation video of a problem, under the answer rule. The rule is asked before the problem is looked
     * up, so a guessed id and a forbidden one get the same answer.
     */
    async signVideo(siteId: number, user: SessionUser, body: ProblemSignBody): Promise<PlayInfo> {
      const examId = Number(body.examId);
      const problemId = Number(body.problemId);
      const view = await access.viewOf(siteId, user, examId);
      if (view.refusal) throw view.refusal;
      if (!view.sees(problemId)) throw forbidden('作答并交卷（或在练习中做过这道题）后才能观看讲解视频');
      const paper = await paperRepo.findPaper(siteId, examId);
      const copies = paper ? await paperRepo.copiesOf(siteId, examId, paper.version, [problemId]) : [];
      const copy = copies.find((row) => row.problem_id === problemId);
      if (!copy?.video_id) throw notFound('这道题没有讲解视频');
      return videos.issuePlayToken(siteId, { kind: 'user', id: user.id }, copy.video_id);
    },

    /** A paper as .docx: its teacher, or a learner who may take it; answers only after a submission, under the answer rule. */
    async exportPaper(siteId: number, user: SessionUser, body: PaperExportBody) {
      const examId = Number(body.examId);
      const paper = await papers.findPublished(siteId, examId);
      if (!paper) throw notFound('试卷不存在或未发布');
      const isTeacher = paper.lecturerUserId === String(user.id);
      if (!isTeacher && (paper.isPutAway !== 1 || !(await access.mayTake(siteId, user, paper))))
        throw forbidden('这是收费试卷，请先购买后再下载');
      const withAnswers = body.withAnswers === 1;
      const view = withAnswers ? await access.viewOf(siteId, user, examId) : undefined;
      if (view?.refusal) throw view.refusal;
      if (view && !view.seesAny) throw forbidden('交卷后才能下载带答案的试卷');
      const drawn = await papers.drawPaper(siteId, examId, randomBytes(8).toString('hex'), paper.version, withAnswers);
      // A random section's draw may hold problems the learner never met: those go without answers.
      const shown = view
        ? {
            ...drawn,
            titles: drawn.titles.map((title) => ({
              ...title,
              problems: title.problems.map((problem) =>
                view.sees(Number(problem.id)) ? problem : withoutAnswers(problem),
              ),
            })),
          }
        : drawn;
      return {
        fileName: `${paper.examName}${withAnswers ? '（含答案）' : ''}.docx`,
        bytes: await paperDocument(shown, withAnswers),
      };
    },
  };
}

export type BrowseService = ReturnType<typeof createBrowseService>;
