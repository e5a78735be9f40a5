import { ExamRecordType } from '@school/contracts';
import { type Keeping, keptReads } from '../../core/cache.ts';
import { countRows, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type {
  ExamErrorProblemTable,
  ExamProblemCollectionTable,
  ExamRecordAnswerTable,
  ExamRecordTable,
  ExamTables,
} from './exam.tables.ts';

export interface RecordFilter {
  userId?: number;
  lecturerUserId?: number;
  paperId?: number;
  recordType?: number;
  /** One status, or several. */
  recordStatus?: number | number[];
}

/** The version key of a learner's exam records, moved by every write of one of them (decision 0095). */
const recordsVersionKey = (siteId: number, userId: number) => `exam-records-version:${siteId}:${userId}`;
const KEPT_READERS = 10_000;
const KEPT_MS = 300_000;

/** The record a write concerns: its id, and its learner, whose kept records it makes stale. */
export type RecordRef = Pick<ExamRecordTable, 'id' | 'user_id'>;

/**
 * Learners' records and answers, the error notebook and collected problems; scoped by site. With
 * `keeping`, a learner's exam records on a paper (the paper page's reader call asks them) are kept in the
 * process under a version per learner that every write of their records here moves.
 */
export function createRecordRepo(database: Db, keeping?: Keeping) {
  const { db, on } = moduleTables<ExamTables>(database);
  const kept = keptReads<readonly Readonly<ExamRecordTable>[]>(keeping, { max: KEPT_READERS, ttlMs: KEPT_MS });
  const changed = (siteId: number, userId: number) => kept.changed(recordsVersionKey(siteId, userId));

  const records = (siteId: number, filter: RecordFilter) => {
    let query = db.selectFrom('exam_record').where('site_id', '=', siteId).where('status_id', '=', 1);
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.lecturerUserId !== undefined) query = query.where('lecturer_user_id', '=', filter.lecturerUserId);
    if (filter.paperId !== undefined) query = query.where('paper_id', '=', filter.paperId);
    if (filter.recordType !== undefined) query = query.where('record_type', '=', filter.recordType);
    if (filter.recordStatus !== undefined)
      query = Array.isArray(filter.recordStatus)
        ? query.where('record_status', 'in', filter.recordStatus)
        : query.where('record_status', '=', filter.recordStatus);
    return query;
  };

  return {
    async insertRecord(row: ExamRecordTable, tx?: Tx) {
      await on(tx).insertInto('exam_record').values(row).execute();
      await changed(row.site_id, row.user_id);
    },

    findRecord: (siteId: number, id: number, tx?: Tx) =>
      on(tx)
        .selectFrom('exam_record')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('status_id', '=', 1)
        .executeTakeFirst(),

    findRecords: (siteId: number, filter: RecordFilter) =>
      records(siteId, filter).selectAll().orderBy('id', 'desc').execute(),

    /** The learner's exam records on the paper, newest first, kept (see above): shared, never change them. */
    keptExamRecords: (siteId: number, userId: number, paperId: number): Promise<readonly Readonly<ExamRecordTable>[]> =>
      kept.get(`${siteId}:${userId}:${paperId}`, [recordsVersionKey(siteId, userId)], () =>
        records(siteId, { userId, paperId, recordType: ExamRecordType.exam })
          .selectAll()
          .orderBy('id', 'desc')
          .execute(),
      ),

    async pageRecords(siteId: number, filter: RecordFilter, offset: number, limit: number) {
      return pageRows(records(siteId, filter), { offset, pageSize: limit }, (filtered) =>
        filtered.selectAll().orderBy('id', 'desc'),
      );
    },

    async updateRecord(siteId: number, record: RecordRef, changes: Partial<ExamRecordTable>, tx?: Tx) {
      await on(tx)
        .updateTable('exam_record')
        .set(changes)
        .where('site_id', '=', siteId)
        .where('id', '=', record.id)
        .execute();
      await changed(siteId, record.user_id);
    },

    /** Moves a record out of a status only if it is still in it; false when someone else moved it first. */
    async moveRecord(siteId: number, record: RecordRef, from: number, changes: Partial<ExamRecordTable>, tx?: Tx) {
      const result = await on(tx)
        .updateTable('exam_record')
        .set(changes)
        .where('site_id', '=', siteId)
        .where('id', '=', record.id)
        .where('record_status', '=', from)
        .executeTakeFirst();
      const moved = Number(result.numUpdatedRows) === 1;
      if (moved) await changed(siteId, record.user_id);
      return moved;
    },

    /** Learners who submitted each paper at least once. */
    async takerCounts(siteId: number, paperIds: readonly number[]): Promise<Map<number, number>> {
      if (paperIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('exam_record')
        .select((eb) => ['paper_id', eb.fn.count<number>('user_id').distinct().as('takers')])
        .where('site_id', '=', siteId)
        .where('paper_id', 'in', [...paperIds])
        .where('record_type', '=', 1)
        .where('record_status', '!=', 1)
        .groupBy('paper_id')
        .execute();
      return new Map(rows.map((row) => [row.paper_id, Number(row.takers)]));
    },

    async softDeleteRecord(siteId: number, record: RecordRef) {
      await db
        .updateTable('exam_record')
        .set({ status_id: 0 })
        .where('site_id', '=', siteId)
        .where('id', '=', record.id)
        .execute();
      await changed(siteId, record.user_id);
    },

    answersOf: (siteId: number, recordId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('exam_record_answer')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('record_id', '=', recordId)
        .execute(),

    /** Saves an answer as given (a second save of one problem replaces the first). */
    upsertAnswer: (row: ExamRecordAnswerTable, tx?: Tx) =>
      on(tx)
        .insertInto('exam_record_answer')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['record_id', 'problem_id']).doUpdateSet({
            answer: row.answer,
            state: row.state,
            score_tenths: row.score_tenths,
            gmt_modified: row.gmt_modified,
          }),
        )
        .execute(),

    judgeAnswer: (
      siteId: number,
      recordId: number,
      problemId: number,
      changes: Pick<ExamRecordAnswerTable, 'state' | 'score_tenths' | 'gmt_modified'> & { comment?: string },
      tx?: Tx,
    ) =>
      on(tx)
        .updateTable('exam_record_answer')
        .set(changes)
        .where('site_id', '=', siteId)
        .where('record_id', '=', recordId)
        .where('problem_id', '=', problemId)
        .execute(),

    deleteAnswer: (siteId: number, recordId: number, problemId: number) =>
      db
        .deleteFrom('exam_record_answer')
        .where('site_id', '=', siteId)
        .where('record_id', '=', recordId)
        .where('problem_id', '=', problemId)
        .execute(),

    // ——— error notebook ———

    findError: (siteId: number, userId: number, problemId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('exam_error_problem')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('problem_id', '=', problemId)
        .executeTakeFirst(),

    findErrorById: (siteId: number, userId: number, id: number) =>
      db
        .selectFrom('exam_error_problem')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('status_id', '=', 1)
        .executeTakeFirst(),

    insertError: (row: ExamErrorProblemTable, tx?: Tx) => on(tx).insertInto('exam_error_problem').values(row).execute(),

    updateError: (siteId: number, id: number, changes: Partial<ExamErrorProblemTable>, tx?: Tx) =>
      on(tx)
        .updateTable('exam_error_problem')
        .set(changes)
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),

    async pageErrors(
      siteId: number,
      userId: number,
      filter: { problemKind?: string; dueBy?: string },
      offset: number,
      limit: number,
    ) {
      let query = db
        .selectFrom('exam_error_problem')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('status_id', '=', 1);
      if (filter.problemKind) query = query.where('problem_kind', '=', filter.problemKind);
      if (filter.dueBy) query = query.where('due_day', '<=', filter.dueBy);
      const ordered = filter.dueBy
        ? query.selectAll().orderBy('due_day').orderBy('last_wrong_time')
        : query.selectAll().orderBy('last_wrong_time', 'desc');
      const [rows, total] = await Promise.all([
        ordered.orderBy('id').offset(offset).limit(limit).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },

    async errorKinds(siteId: number, userId: number, today: string) {
      const rows = await db
        .selectFrom('exam_error_problem')
        .select((eb) => [
          'problem_kind',
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('due_day', '<=', today).then(1).else(0).end()).as('due'),
        ])
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('status_id', '=', 1)
        .groupBy('problem_kind')
        .orderBy('problem_kind')
        .execute();
      return rows.map((row) => ({ kind: row.problem_kind, total: Number(row.total), due: Number(row.due ?? 0) }));
    },

    removeErrors: (siteId: number, userId: number, id?: number) => {
      let query = db
        .updateTable('exam_error_problem')
        .set({ status_id: 0 })
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('status_id', '=', 1);
      if (id !== undefined) query = query.where('id', '=', id);
      return query.executeTakeFirst();
    },

    // ——— collected problems ———

    collect: (row: ExamProblemCollectionTable) =>
      db
        .insertInto('exam_problem_collection')
        .values(row)
        .onConflict((oc) => oc.columns(['site_id', 'user_id', 'problem_id']).doNothing())
        .execute(),

    uncollect: (siteId: number, userId: number, problemId: number) =>
      db
        .deleteFrom('exam_problem_collection')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('problem_id', '=', problemId)
        .executeTakeFirst(),

    findCollected: (siteId: number, userId: number, problemId: number) =>
      db
        .selectFrom('exam_problem_collection')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('problem_id', '=', problemId)
        .executeTakeFirst(),

    /** Which of the problems the learner has collected. */
    async collectedAmong(siteId: number, userId: number, problemIds: number[]): Promise<number[]> {
      if (problemIds.length === 0) return [];
      const rows = await db
        .selectFrom('exam_problem_collection')
        .select('problem_id')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('problem_id', 'in', problemIds)
        .execute();
      return rows.map((row) => row.problem_id);
    },

    async pageCollected(siteId: number, userId: number, offset: number, limit: number) {
      const query = db
        .selectFrom('exam_problem_collection')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
  };
}

export type RecordRepo = ReturnType<typeof createRecordRepo>;
