import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { ProblemFilter, RandomRule } from '@school/contracts';
import { containsText, countRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { ExamProblemTable, ExamTables } from './exam.tables.ts';

/** The problem bank: a teacher's problems and their children, always scoped by site (and owner where it matters). */
export function createProblemRepo(database: Db) {
  const { db, on } = moduleTables<ExamTables>(database);

  const enabled = (siteId: number, tx?: Tx) =>
    on(tx).selectFrom('exam_problem').selectAll().where('site_id', '=', siteId).where('status_id', '=', 1);

  /** The bank filter as a condition on top-level problems of one owner. */
  const matches =
    (siteId: number, userId: number, filter: ProblemFilter) =>
    (eb: ExpressionBuilder<ExamTables, 'exam_problem'>): Expression<SqlBool> => {
      const terms: Expression<SqlBool>[] = [
        eb('site_id', '=', siteId),
        eb('user_id', '=', userId),
        eb('parent_id', '=', 0),
        eb('status_id', '=', 1),
      ];
      if (filter.problemType) terms.push(eb('problem_type', '=', filter.problemType));
      if (filter.problemKind) terms.push(eb('problem_kind', '=', filter.problemKind));
      if (filter.subject) terms.push(eb('subject', '=', filter.subject));
      if (filter.difficulty) terms.push(eb('difficulty', '=', filter.difficulty));
      if (filter.year) terms.push(eb('year', '=', filter.year));
      if (filter.label?.trim()) terms.push(containsText('labels', `,${filter.label.trim()},`));
      if (filter.keyword?.trim()) terms.push(containsText('content_text', filter.keyword.trim()));
      if (filter.excludeExamId)
        terms.push(
          eb(
            'id',
            'not in',
            eb
              .selectFrom('exam_title_problem_audit')
              .select('problem_id')
              .where('site_id', '=', siteId)
              .where('paper_id', '=', Number(filter.excludeExamId)),
          ),
        );
      return eb.and(terms);
    };

  const ruleMatches =
    (siteId: number, userId: number, rule: RandomRule, excludeIds: readonly number[]) =>
    (eb: ExpressionBuilder<ExamTables, 'exam_problem'>): Expression<SqlBool> =>
      eb.and([
        eb('site_id', '=', siteId),
        eb('user_id', '=', userId),
        eb('parent_id', '=', 0),
        eb('status_id', '=', 1),
        eb('problem_type', '=', rule.problemType),
        ...(rule.problemKind ? [eb('problem_kind', '=', rule.problemKind)] : []),
        ...(rule.difficulty ? [eb('difficulty', '=', rule.difficulty)] : []),
        ...(excludeIds.length > 0 ? [eb('id', 'not in', [...excludeIds])] : []),
      ]);

  return {
    insertMany: (rows: ExamProblemTable[], tx?: Tx) =>
      rows.length === 0 ? Promise.resolve() : on(tx).insertInto('exam_problem').values(rows).execute(),

    /** A top-level problem of this owner. */
    findOwn: (siteId: number, userId: number, id: number, tx?: Tx) =>
      enabled(siteId, tx)
        .where('user_id', '=', userId)
        .where('parent_id', '=', 0)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Top-level problems by id (any owner: the caller checks ownership). */
    findTopLevel: (siteId: number, ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : enabled(siteId)
            .where('parent_id', '=', 0)
            .where('id', 'in', [...ids])
            .execute(),

    childrenOf: (siteId: number, parentIds: readonly number[], tx?: Tx) =>
      parentIds.length === 0
        ? Promise.resolve([])
        : enabled(siteId, tx)
            .where('parent_id', 'in', [...parentIds])
            .orderBy('parent_id')
            .orderBy('sort')
            .execute(),

    async page(siteId: number, userId: number, filter: ProblemFilter, offset: number, limit: number) {
      const base = db.selectFrom('exam_problem').where(matches(siteId, userId, filter));
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        countRows(base.selectAll()),
      ]);
      return { rows, total };
    },

    /** How many children each problem has. */
    async childCounts(siteId: number, parentIds: readonly number[]): Promise<Map<number, number>> {
      if (parentIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('exam_problem')
        .select(['parent_id', sql<number>`count(*)`.as('count')])
        .where('site_id', '=', siteId)
        .where('status_id', '=', 1)
        .where('parent_id', 'in', [...parentIds])
        .groupBy('parent_id')
        .execute();
      return new Map(rows.map((row) => [row.parent_id, Number(row.count)]));
    },

    update: (siteId: number, id: number, changes: Partial<ExamProblemTable>, tx?: Tx) =>
      on(tx).updateTable('exam_problem').set(changes).where('site_id', '=', siteId).where('id', '=', id).execute(),

    /** Deleted problems stay as rows (status 0): published papers and learners' records keep their copies. */
    disable: (siteId: number, ids: readonly number[], now: number, tx?: Tx) =>
      ids.length === 0
        ? Promise.resolve()
        : on(tx)
            .updateTable('exam_problem')
            .set({ status_id: 0, gmt_modified: now })
            .where('site_id', '=', siteId)
            .where('id', 'in', [...ids])
            .execute(),

    countForRule: async (siteId: number, userId: number, rule: RandomRule, excludeIds: readonly number[]) =>
      countRows(
        db
          .selectFrom('exam_problem')
          .selectAll()
          .where(ruleMatches(siteId, userId, rule, excludeIds)),
      ),

    /** Every problem a rule may draw, for the published copy. */
    findForRule: (siteId: number, userId: number, rule: RandomRule, excludeIds: readonly number[], tx?: Tx) =>
      on(tx)
        .selectFrom('exam_problem')
        .selectAll()
        .where(ruleMatches(siteId, userId, rule, excludeIds))
        .orderBy('id')
        .execute(),

    /** Names of this owner's paper drafts that pick the problem. */
    async draftsUsing(siteId: number, problemId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('exam_title_problem_audit as t')
        .innerJoin('exam_paper_audit as p', 'p.id', 't.paper_id')
        .select('p.exam_name')
        .where('t.site_id', '=', siteId)
        .where('t.problem_id', '=', problemId)
        .where('p.status_id', '=', 1)
        .distinct()
        .execute();
      return rows.map((row) => row.exam_name);
    },
  };
}

export type ProblemRepo = ReturnType<typeof createProblemRepo>;
