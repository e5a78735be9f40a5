import { sql } from 'kysely';
import { countRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { DataTables, StudyCourseTable, StudyPeriodTable, UserNoteTable } from './data.tables.ts';

/** Study progress, the daily study log and notes; every query is scoped by site and user. */
export function createStudyRepo(database: Db) {
  const { db, on } = moduleTables<DataTables>(database);
  return {
    findPeriod: (siteId: number, userId: number, periodId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('study_period')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('period_id', '=', periodId)
        .executeTakeFirst(),

    findPeriods: (siteId: number, userId: number, periodIds: number[]) =>
      periodIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('study_period')
            .selectAll()
            .where('site_id', '=', siteId)
            .where('user_id', '=', userId)
            .where('period_id', 'in', periodIds)
            .execute(),

    savePeriod: (row: StudyPeriodTable, tx: Tx) =>
      on(tx)
        .insertInto('study_period')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['site_id', 'user_id', 'period_id']).doUpdateSet({
            gmt_modified: row.gmt_modified,
            video_length: row.video_length,
            watched_ranges: row.watched_ranges,
            watched_seconds: row.watched_seconds,
            last_position: row.last_position,
            is_learned: row.is_learned,
            learned_time: row.learned_time,
          }),
        )
        .execute(),

    /** The lesson studied last and the number learned, counted afresh from the lessons' rows. */
    async saveCourse(row: Omit<StudyCourseTable, 'learned_count'>, tx: Tx) {
      const learned = await on(tx)
        .selectFrom('study_period')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('site_id', '=', row.site_id)
        .where('user_id', '=', row.user_id)
        .where('course_id', '=', row.course_id)
        .where('is_learned', '=', 1)
        .executeTakeFirstOrThrow();
      const learnedCount = Number(learned.count);
      await on(tx)
        .insertInto('study_course')
        .values({ ...row, learned_count: learnedCount })
        .onConflict((conflict) =>
          conflict.columns(['site_id', 'user_id', 'course_id']).doUpdateSet({
            gmt_modified: row.gmt_modified,
            last_period_id: row.last_period_id,
            learned_count: learnedCount,
          }),
        )
        .execute();
    },

    addStudySeconds: (
      row: { id: number; site_id: number; gmt_create: number; user_id: number; course_id: number; period_id: number; study_day: number; seconds: number },
      tx: Tx,
    ) =>
      on(tx)
        .insertInto('study_day')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .columns(['site_id', 'user_id', 'period_id', 'study_day'])
            .doUpdateSet({ seconds: sql<number>`study_day.seconds + ${row.seconds}` }),
        )
        .execute(),

    findCourse: (siteId: number, userId: number, courseId: number) =>
      db
        .selectFrom('study_course')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .executeTakeFirst(),

    findCourses: (siteId: number, userId: number, courseIds: number[]) =>
      courseIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('study_course')
            .selectAll()
            .where('site_id', '=', siteId)
            .where('user_id', '=', userId)
            .where('course_id', 'in', courseIds)
            .execute(),

    periodsOfCourse: (siteId: number, userId: number, courseId: number) =>
      db
        .selectFrom('study_period')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .orderBy('period_id')
        .execute(),

    async pageCourses(siteId: number, userId: number, offset: number, limit: number) {
      const query = db.selectFrom('study_course').where('site_id', '=', siteId).where('user_id', '=', userId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('gmt_modified', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },

    async pagePeriods(siteId: number, userId: number, courseId: number | undefined, offset: number, limit: number) {
      let query = db.selectFrom('study_period').where('site_id', '=', siteId).where('user_id', '=', userId);
      if (courseId !== undefined) query = query.where('course_id', '=', courseId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('gmt_modified', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },

    // ——— notes ———

    insertNote: (row: UserNoteTable) => db.insertInto('user_note').values(row).execute(),

    updateNote: (siteId: number, userId: number, id: number, set: Pick<UserNoteTable, 'notes_time' | 'content' | 'gmt_modified'>) =>
      db
        .updateTable('user_note')
        .set(set)
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute(),

    findNote: (siteId: number, userId: number, id: number) =>
      db
        .selectFrom('user_note')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('status_id', '=', 1)
        .executeTakeFirst(),

    async deleteNote(siteId: number, userId: number, id: number) {
      const result = await db
        .deleteFrom('user_note')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Within one lesson notes follow the video; across lessons the newest first. */
    async pageNotes(
      siteId: number,
      userId: number,
      filter: { courseId?: number; periodId?: number },
      offset: number,
      limit: number,
    ) {
      let query = db
        .selectFrom('user_note')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('status_id', '=', 1);
      if (filter.courseId !== undefined) query = query.where('course_id', '=', filter.courseId);
      if (filter.periodId !== undefined) query = query.where('period_id', '=', filter.periodId);
      const ordered =
        filter.periodId !== undefined
          ? query.selectAll().orderBy('notes_time').orderBy('id')
          : query.selectAll().orderBy('id', 'desc');
      const [rows, total] = await Promise.all([ordered.limit(limit).offset(offset).execute(), countRows(query)]);
      return { rows, total };
    },
  };
}

export type StudyRepo = ReturnType<typeof createStudyRepo>;
