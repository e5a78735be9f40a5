import { sql } from 'kysely';
import type { PageWindow } from '../../core/paging.ts';
import { containsText, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { GradeExamAnswerTable, GradeExamRelationTable, GradeExamTable, GradeTables } from './grade.tables.ts';

/** SQLite takes at most 32 766 parameters a statement: 500 rows of a relation's 23 columns stay well under. */
const RELATIONS_PER_INSERT = 500;
const ANSWERING = 2;
const SUBMITTED = [3, 4];

/** Queries of the class exam tables only, always by site. */
export function createGradeExamRepo(database: Db) {
  const { db, on } = moduleTables<GradeTables>(database);

  const relationsOfUser = (siteId: number, userId: number, gradeId?: number, status?: number) => {
    let query = db
      .selectFrom('grade_exam_relation as r')
      .innerJoin('grade_exam as e', 'e.id', 'r.grade_exam_id')
      .where('r.site_id', '=', siteId)
      .where('e.site_id', '=', siteId)
      .where('r.user_id', '=', userId)
      .where('r.status_id', '=', 1)
      .where('e.status_id', '=', 1);
    if (gradeId) query = query.where('r.grade_id', '=', gradeId);
    if (status) query = query.where('r.relation_status', '=', status);
    return query;
  };

  return {
    insertExam: (row: GradeExamTable, tx: Tx) => on(tx).insertInto('grade_exam').values(row).execute(),
    findExam: (siteId: number, id: number, tx?: Tx) =>
      on(tx)
        .selectFrom('grade_exam')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('status_id', '=', 1)
        .executeTakeFirst(),
    findExams: (siteId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('grade_exam').selectAll().where('site_id', '=', siteId).where('id', 'in', ids).execute(),
    updateExam: (siteId: number, id: number, patch: Partial<GradeExamTable>, tx?: Tx) =>
      on(tx).updateTable('grade_exam').set(patch).where('site_id', '=', siteId).where('id', '=', id).execute(),
    async pageExams(siteId: number, gradeId: number, name: string | undefined, window: PageWindow) {
      let query = db
        .selectFrom('grade_exam')
        .where('site_id', '=', siteId)
        .where('grade_id', '=', gradeId)
        .where('status_id', '=', 1);
      if (name) query = query.where(containsText('exam_name', name));
      return pageRows(query, window, (filtered) =>
        filtered.selectAll().orderBy('begin_time', 'desc').orderBy('id', 'desc'),
      );
    },
    /** A disbanded class's exams not yet begun are cancelled. */
    cancelFutureExams: (siteId: number, gradeId: number, now: number, tx: Tx) =>
      on(tx)
        .updateTable('grade_exam')
        .set({ status_id: 0, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('grade_id', '=', gradeId)
        .where('status_id', '=', 1)
        .where('begin_time', '>', now)
        .execute(),

    async insertRelations(rows: GradeExamRelationTable[], tx: Tx): Promise<void> {
      for (let start = 0; start < rows.length; start += RELATIONS_PER_INSERT) {
        await on(tx)
          .insertInto('grade_exam_relation')
          .values(rows.slice(start, start + RELATIONS_PER_INSERT))
          .execute();
      }
    },
    findRelation: (siteId: number, id: number, tx?: Tx) =>
      on(tx)
        .selectFrom('grade_exam_relation')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('status_id', '=', 1)
        .executeTakeFirst(),
    findRelationOf: (siteId: number, gradeExamId: number, userId: number) =>
      db
        .selectFrom('grade_exam_relation')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('grade_exam_id', '=', gradeExamId)
        .where('user_id', '=', userId)
        .where('status_id', '=', 1)
        .executeTakeFirst(),
    relationsOfExam: (siteId: number, gradeExamId: number, limit: number, tx?: Tx) =>
      on(tx)
        .selectFrom('grade_exam_relation')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('grade_exam_id', '=', gradeExamId)
        .where('status_id', '=', 1)
        .orderBy('id')
        .limit(limit)
        .execute(),
    async pageRelationsOfExam(siteId: number, gradeExamId: number, status: number | undefined, window: PageWindow) {
      let query = db
        .selectFrom('grade_exam_relation')
        .where('site_id', '=', siteId)
        .where('grade_exam_id', '=', gradeExamId)
        .where('status_id', '=', 1);
      if (status) query = query.where('relation_status', '=', status);
      return pageRows(query, window, (filtered) =>
        filtered.selectAll().orderBy('relation_status', 'desc').orderBy('id'),
      );
    },
    async pageRelationsOfUser(
      siteId: number,
      userId: number,
      gradeId: number | undefined,
      status: number | undefined,
      window: PageWindow,
    ) {
      return pageRows(relationsOfUser(siteId, userId, gradeId, status), window, (filtered) =>
        filtered.selectAll('r').orderBy('e.begin_time', 'desc').orderBy('r.id', 'desc'),
      );
    },
    /** Exams waiting for the student: not begun, not hidden, the window not yet closed. */
    async countWaiting(siteId: number, userId: number, now: number): Promise<number> {
      const row = await relationsOfUser(siteId, userId, undefined, 1)
        .where('r.is_ignore', '=', 0)
        .where('e.end_time', '>=', now)
        .select(sql<number | string>`count(*)`.as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Relations never begun whose windows (the make-up's too) closed become missed. */
    markMissed: (siteId: number, filter: { userId?: number; gradeExamId?: number }, now: number) => {
      let closed = db
        .selectFrom('grade_exam')
        .select('id')
        .where('site_id', '=', siteId)
        .where('end_time', '<', now)
        .where('compensate_end_time', '<', now);
      if (filter.gradeExamId) closed = closed.where('id', '=', filter.gradeExamId);
      let query = db
        .updateTable('grade_exam_relation')
        .set({ relation_status: 5 })
        .where('site_id', '=', siteId)
        .where('relation_status', '=', 1)
        .where('grade_exam_id', 'in', closed);
      if (filter.userId) query = query.where('user_id', '=', filter.userId);
      return query.execute();
    },
    /** The student's class exam being answered, if any. */
    answeringOf: (siteId: number, userId: number) =>
      db
        .selectFrom('grade_exam_relation')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('relation_status', '=', ANSWERING)
        .executeTakeFirst(),
    /** The student's relations on a paper, in exams not deleted. */
    relationsOnPaper: (siteId: number, userId: number, paperId: number) =>
      relationsOfUser(siteId, userId).where('r.paper_id', '=', paperId).selectAll('r').execute(),
    /** Per exam: students, submitted, marked. */
    async counts(siteId: number, examIds: number[]) {
      if (examIds.length === 0) return [];
      return db
        .selectFrom('grade_exam_relation')
        .select(['grade_exam_id', 'relation_status', sql<number | string>`count(*)`.as('count')])
        .where('site_id', '=', siteId)
        .where('grade_exam_id', 'in', examIds)
        .where('status_id', '=', 1)
        .groupBy(['grade_exam_id', 'relation_status'])
        .execute();
    },
    /** Submitted relations of an exam scoring more than this (the rank is this plus one). */
    async scoringAbove(siteId: number, gradeExamId: number, tenths: number): Promise<number> {
      const row = await db
        .selectFrom('grade_exam_relation')
        .select(sql<number | string>`count(*)`.as('count'))
        .where('site_id', '=', siteId)
        .where('grade_exam_id', '=', gradeExamId)
        .where('status_id', '=', 1)
        .where('relation_status', 'in', SUBMITTED)
        .where(sql<number>`sys_tenths + teacher_tenths`, '>', tenths)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    updateRelation: (siteId: number, id: number, patch: Partial<GradeExamRelationTable>, tx?: Tx) =>
      on(tx).updateTable('grade_exam_relation').set(patch).where('site_id', '=', siteId).where('id', '=', id).execute(),
    /** Moves a relation out of one of these states only if it is still in one; false when someone moved it first. */
    async moveRelation(siteId: number, id: number, from: number[], patch: Partial<GradeExamRelationTable>, tx?: Tx) {
      const result = await on(tx)
        .updateTable('grade_exam_relation')
        .set(patch)
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('status_id', '=', 1)
        .where('relation_status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Takers of an exam nobody began leave it (the rows go: a taker chosen again gets a new one). */
    removeRelations: (siteId: number, gradeExamId: number, userIds: number[] | 'all', tx: Tx) => {
      let query = on(tx)
        .deleteFrom('grade_exam_relation')
        .where('site_id', '=', siteId)
        .where('grade_exam_id', '=', gradeExamId)
        .where('attempts', '=', 0);
      if (userIds !== 'all') {
        if (userIds.length === 0) return Promise.resolve();
        query = query.where('user_id', 'in', userIds);
      }
      return query.execute().then(() => {});
    },
    /** After an extension, the missed who never began may take the exam again. */
    reopenMissed: (siteId: number, gradeExamId: number, tx: Tx) =>
      on(tx)
        .updateTable('grade_exam_relation')
        .set({ relation_status: 1 })
        .where('site_id', '=', siteId)
        .where('grade_exam_id', '=', gradeExamId)
        .where('relation_status', '=', 5)
        .where('attempts', '=', 0)
        .execute(),

    answersOf: (siteId: number, relationId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('grade_exam_answer')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('relation_id', '=', relationId)
        .execute(),
    upsertAnswer: (row: GradeExamAnswerTable, tx: Tx) =>
      on(tx)
        .insertInto('grade_exam_answer')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['relation_id', 'problem_id']).doUpdateSet({ answer: row.answer, gmt_modified: row.gmt_modified }),
        )
        .execute(),
    updateAnswer: (
      siteId: number,
      relationId: number,
      problemId: number,
      patch: Partial<
        Pick<GradeExamAnswerTable, 'state' | 'sys_tenths' | 'teacher_tenths' | 'comment' | 'gmt_modified'>
      >,
      tx?: Tx,
    ) =>
      on(tx)
        .updateTable('grade_exam_answer')
        .set(patch)
        .where('site_id', '=', siteId)
        .where('relation_id', '=', relationId)
        .where('problem_id', '=', problemId)
        .execute(),
    clearAnswers: (siteId: number, relationId: number, tx: Tx) =>
      on(tx)
        .deleteFrom('grade_exam_answer')
        .where('site_id', '=', siteId)
        .where('relation_id', '=', relationId)
        .execute(),
  };
}

export type GradeExamRepo = ReturnType<typeof createGradeExamRepo>;
