import { type CollectedProblem, type Page, type PageQuery, type ProblemCollectBody } from '@school/contracts';
import { notFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime } from '../../core/time.ts';
import { summaryOf, toPaperProblem, typeName } from './exam.mapper.ts';
import type { ExamPaperProblemTable } from './exam.tables.ts';
import type { PaperRepo } from './paper.repo.ts';
import type { AnswerView } from './answer-access.ts';
import type { NotebookDeps } from './notebook.service.ts';

/** A published copy of a top-level problem with its children, as the notebook and collection show it. */
export async function problemCopy(
  paperRepo: Pick<PaperRepo, 'copiesOf'>,
  siteId: number,
  paperId: number,
  version: number,
  problemId: number,
) {
  const rows = await paperRepo.copiesOf(siteId, paperId, version, [problemId]);
  const top = rows.find((row) => row.problem_id === problemId && row.parent_id === 0);
  if (!top) throw notFound('试题不存在或已从试卷中移除');
  const children = rows.filter((row) => row.parent_id === problemId).sort((a, b) => a.sort - b.sort);
  return { top, children };
}

export const problemOf = (
  copy: { top: ExamPaperProblemTable; children: ExamPaperProblemTable[] },
  withAnswers: boolean,
) => toPaperProblem(copy.top, copy.children, copy.top.score, withAnswers);

/** Collected problems (collectionType 4): any top-level problem of a paper the learner may take. */
export function createCollectedProblemService(deps: NotebookDeps) {
  const { recordRepo, paperRepo, access, papers, clock, newId } = deps;

  return {
    /** Any problem of a paper the learner may take; a missing and a forbidden one get the same answer. */
    async collect(siteId: number, user: SessionUser, body: ProblemCollectBody): Promise<null> {
      const missing = notFound('试题不存在或已从试卷中移除');
      const paper = await papers.findPublished(siteId, Number(body.examId));
      if (!paper || !(await access.mayTake(siteId, user, paper))) throw missing;
      const problemId = Number(body.collectionId);
      const copies = await paperRepo.copiesOf(siteId, Number(paper.id), paper.version, [problemId]);
      if (!copies.some((row) => row.problem_id === problemId && row.parent_id === 0)) throw missing;
      await recordRepo.collect({
        id: newId(),
        site_id: siteId,
        gmt_create: clock.now(),
        user_id: user.id,
        problem_id: problemId,
        paper_id: Number(paper.id),
        version: paper.version,
      });
      return null;
    },

    async uncollect(siteId: number, user: SessionUser, problemId: number): Promise<null> {
      const result = await recordRepo.uncollect(siteId, user.id, problemId);
      if (Number(result.numDeletedRows) === 0) throw notFound('您没有收藏这道题');
      return null;
    },

    async collected(siteId: number, user: SessionUser, body: PageQuery): Promise<Page<CollectedProblem>> {
      const window = pageWindow(body);
      const { rows, total } = await recordRepo.pageCollected(siteId, user.id, window.offset, window.pageSize);
      const papers = new Map(
        (
          await paperRepo.findPapers(
            siteId,
            rows.map((row) => row.paper_id),
          )
        ).map((paper) => [paper.id, paper]),
      );
      const views = new Map<number, Promise<AnswerView>>();
      const viewOf = (paperId: number) => {
        if (!views.has(paperId)) views.set(paperId, access.viewOf(siteId, user, paperId));
        return views.get(paperId)!;
      };
      const list = await Promise.all(
        rows.map(async (row) => {
          const copy = await problemCopy(paperRepo, siteId, row.paper_id, row.version, row.problem_id);
          const { sees } = await viewOf(row.paper_id);
          return {
            id: String(row.id),
            problemId: String(row.problem_id),
            examId: String(row.paper_id),
            examName: papers.get(row.paper_id)?.exam_name ?? '',
            problemTypeName: typeName(copy.top.problem_type),
            summary: summaryOf(copy.top.content_text),
            problem: problemOf(copy, sees(row.problem_id)),
            gmtCreate: formatDateTime(row.gmt_create),
          };
        }),
      );
      return toPage(list, total, window);
    },
  };
}
