import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { type Keeping, keptReads } from '../../core/cache.ts';
import { containsText, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type {
  ExamCourseRefTable,
  ExamPaperAuditTable,
  ExamPaperProblemTable,
  ExamPaperTable,
  ExamTables,
  ExamTitleAuditTable,
  ExamTitleProblemAuditTable,
  ExamTitleProblemTable,
  ExamTitleTable,
} from './exam.tables.ts';

export interface DraftFilter {
  userId?: number;
  auditStatus?: number;
  examName?: string;
}

export interface PaperFilter {
  userId?: number;
  /** Only papers on the shelf (the public). */
  onShelf?: boolean;
  subject?: string;
  isFree?: number;
  examName?: string;
}

/** The version key of a published paper's row, moved by every write of it (decision 0095). */
const paperVersionKey = (siteId: number, paperId: number) => `paper-version:${siteId}:${paperId}`;
const KEPT_PAPERS = 5_000;
const KEPT_MS = 300_000;

/**
 * Paper drafts, published versions with their copies of problems, and course links; scoped by site.
 * With `keeping`, a published paper's row is also kept in the process for `findKeptPaper` (the paper
 * page's reader call asks it) under a version per paper that every write of the row here moves.
 */
export function createPaperRepo(database: Db, keeping?: Keeping) {
  const { db, on } = moduleTables<ExamTables>(database);
  const kept = keptReads<Readonly<ExamPaperTable> | undefined>(keeping, { max: KEPT_PAPERS, ttlMs: KEPT_MS });
  const findPaper = (siteId: number, id: number, tx?: Tx) =>
    on(tx)
      .selectFrom('exam_paper')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('status_id', '=', 1)
      .where('id', '=', id)
      .executeTakeFirst();

  const draftMatches =
    (siteId: number, filter: DraftFilter) =>
    (eb: ExpressionBuilder<ExamTables, 'exam_paper_audit'>): Expression<SqlBool> =>
      eb.and([
        eb('site_id', '=', siteId),
        eb('status_id', '=', 1),
        ...(filter.userId ? [eb('user_id', '=', filter.userId)] : []),
        ...(filter.auditStatus !== undefined ? [eb('audit_status', '=', filter.auditStatus)] : []),
        ...(filter.examName?.trim() ? [containsText('exam_name', filter.examName.trim())] : []),
      ]);

  const paperMatches =
    (siteId: number, filter: PaperFilter) =>
    (eb: ExpressionBuilder<ExamTables, 'exam_paper'>): Expression<SqlBool> =>
      eb.and([
        eb('site_id', '=', siteId),
        eb('status_id', '=', 1),
        ...(filter.userId ? [eb('user_id', '=', filter.userId)] : []),
        ...(filter.onShelf ? [eb('is_put_away', '=', 1)] : []),
        ...(filter.subject ? [eb('subject', '=', filter.subject)] : []),
        ...(filter.isFree !== undefined ? [eb('is_free', '=', filter.isFree)] : []),
        ...(filter.examName?.trim() ? [containsText('exam_name', filter.examName.trim())] : []),
      ]);

  return {
    // ——— drafts ———
    insertDraft: (row: ExamPaperAuditTable, tx?: Tx) => on(tx).insertInto('exam_paper_audit').values(row).execute(),

    findDraft: (siteId: number, id: number, tx?: Tx) =>
      on(tx)
        .selectFrom('exam_paper_audit')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('status_id', '=', 1)
        .where('id', '=', id)
        .executeTakeFirst(),

    updateDraft: (siteId: number, id: number, changes: Partial<ExamPaperAuditTable>, tx?: Tx) =>
      on(tx).updateTable('exam_paper_audit').set(changes).where('site_id', '=', siteId).where('id', '=', id).execute(),

    /** Moves a waiting draft on (approved or rejected); false when someone else already decided it. */
    async decideWaiting(siteId: number, id: number, changes: Partial<ExamPaperAuditTable>, tx: Tx): Promise<boolean> {
      const result = await on(tx)
        .updateTable('exam_paper_audit')
        .set(changes)
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('audit_status', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async pageDrafts(siteId: number, filter: DraftFilter, offset: number, limit: number, oldestFirst = false) {
      const base = db.selectFrom('exam_paper_audit').selectAll().where(draftMatches(siteId, filter));
      return pageRows(base, { offset, pageSize: limit }, (filtered) =>
        filtered.orderBy('gmt_modified', oldestFirst ? 'asc' : 'desc').orderBy('id', 'desc'),
      );
    },

    draftTitles: (siteId: number, paperId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('exam_title_audit')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('paper_id', '=', paperId)
        .orderBy('sort')
        .execute(),

    draftPicks: (siteId: number, paperId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('exam_title_problem_audit')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('paper_id', '=', paperId)
        .orderBy('title_id')
        .orderBy('sort')
        .execute(),

    async replaceDraftTitles(
      siteId: number,
      paperId: number,
      titles: ExamTitleAuditTable[],
      picks: ExamTitleProblemAuditTable[],
      tx: Tx,
    ) {
      const t = on(tx);
      await t
        .deleteFrom('exam_title_problem_audit')
        .where('site_id', '=', siteId)
        .where('paper_id', '=', paperId)
        .execute();
      await t.deleteFrom('exam_title_audit').where('site_id', '=', siteId).where('paper_id', '=', paperId).execute();
      if (titles.length > 0) await t.insertInto('exam_title_audit').values(titles).execute();
      if (picks.length > 0) await t.insertInto('exam_title_problem_audit').values(picks).execute();
    },

    // ——— published versions ———
    findPaper,

    /** The row as last read when it has not been written since: shared, never change it. */
    findKeptPaper: (siteId: number, id: number): Promise<Readonly<ExamPaperTable> | undefined> =>
      kept.get(`${siteId}:${id}`, [paperVersionKey(siteId, id)], () => findPaper(siteId, id)),

    findPapers: (siteId: number, ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('exam_paper')
            .selectAll()
            .where('site_id', '=', siteId)
            .where('status_id', '=', 1)
            .where('id', 'in', [...ids])
            .execute(),

    insertPaper: (row: ExamPaperTable, tx: Tx) => on(tx).insertInto('exam_paper').values(row).execute(),

    async updatePaper(siteId: number, id: number, changes: Partial<ExamPaperTable>, tx?: Tx) {
      await on(tx).updateTable('exam_paper').set(changes).where('site_id', '=', siteId).where('id', '=', id).execute();
      await kept.changed(paperVersionKey(siteId, id));
    },

    async insertVersion(
      titles: ExamTitleTable[],
      picks: ExamTitleProblemTable[],
      copies: ExamPaperProblemTable[],
      tx: Tx,
    ) {
      const t = on(tx);
      if (titles.length > 0) await t.insertInto('exam_title').values(titles).execute();
      if (picks.length > 0) await t.insertInto('exam_title_problem').values(picks).execute();
      // Large random pools go in batches (PostgreSQL allows 65 535 parameters a statement).
      for (let start = 0; start < copies.length; start += 200)
        await t
          .insertInto('exam_paper_problem')
          .values(copies.slice(start, start + 200))
          .execute();
    },

    titlesOf: (siteId: number, paperId: number, version: number) =>
      db
        .selectFrom('exam_title')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('paper_id', '=', paperId)
        .where('version', '=', version)
        .orderBy('sort')
        .execute(),

    picksOf: (siteId: number, paperId: number, version: number) =>
      db
        .selectFrom('exam_title_problem')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('paper_id', '=', paperId)
        .where('version', '=', version)
        .orderBy('title_id')
        .orderBy('sort')
        .execute(),

    /** The version's copies of problems (all of them, or these bank ids and their children). */
    copiesOf: (siteId: number, paperId: number, version: number, problemIds?: readonly number[]) => {
      let query = db
        .selectFrom('exam_paper_problem')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('paper_id', '=', paperId)
        .where('version', '=', version);
      if (problemIds) {
        const ids = problemIds.length > 0 ? [...problemIds] : [0];
        query = query.where((eb) => eb.or([eb('problem_id', 'in', ids), eb('parent_id', 'in', ids)]));
      }
      return query.orderBy('parent_id').orderBy('sort').orderBy('problem_id').execute();
    },

    async pagePapers(siteId: number, filter: PaperFilter, offset: number, limit: number) {
      const base = db.selectFrom('exam_paper').selectAll().where(paperMatches(siteId, filter));
      return pageRows(base, { offset, pageSize: limit }, (filtered) =>
        filtered.orderBy('gmt_publish', 'desc').orderBy('id', 'desc'),
      );
    },

    // ——— course links ———
    insertCourseRef: (row: ExamCourseRefTable) => db.insertInto('exam_course_ref').values(row).execute(),

    findCourseRef: (siteId: number, id: number) =>
      db
        .selectFrom('exam_course_ref')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst(),

    findCourseRefOf: (siteId: number, courseId: number, periodId: number, examId: number) =>
      db
        .selectFrom('exam_course_ref')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('course_id', '=', courseId)
        .where('period_id', '=', periodId)
        .where('exam_id', '=', examId)
        .executeTakeFirst(),

    deleteCourseRef: (siteId: number, id: number) =>
      db.deleteFrom('exam_course_ref').where('site_id', '=', siteId).where('id', '=', id).execute(),

    courseRefs: (siteId: number, courseId: number) =>
      db
        .selectFrom('exam_course_ref')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('course_id', '=', courseId)
        .where('status_id', '=', 1)
        .orderBy('period_id')
        .orderBy('sort')
        .orderBy('id')
        .execute(),
  };
}

export type PaperRepo = ReturnType<typeof createPaperRepo>;
