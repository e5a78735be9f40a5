import { sql } from 'kysely';
import { pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { DataTables, StudyCourseTable, StudyPeriodTable } from './data.tables.ts';

/** Study records of lessons and courses and the daily watched time; every query names the site. */
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
    /** Inserts the row unless the learner's record of that lesson exists (a parallel report made it). */
    insertPeriod: (row: StudyPeriodTable, tx: Tx) =>
      on(tx)
        .insertInto('study_period')
        .values(row)
        .onConflict((conflict) => conflict.columns(['site_id', 'user_id', 'period_id']).doNothing())
        .execute(),
    updatePeriod: (siteId: number, id: number, changes: Partial<StudyPeriodTable>, tx: Tx) =>
      on(tx).updateTable('study_period').set(changes).where('site_id', '=', siteId).where('id', '=', id).execute(),
    periodsOf: (siteId: number, userId: number, periodIds: number[]) =>
      periodIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('study_period')
            .selectAll()
            .where('site_id', '=', siteId)
            .where('user_id', '=', userId)
            .where('period_id', 'in', periodIds)
            .execute(),
    periodsOfCourse: (siteId: number, userId: number, courseId: number) =>
      db
        .selectFrom('study_period')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .execute(),
    async pageRecentPeriods(siteId: number, userId: number, courseId: number | undefined, offset: number, limit: number) {
      let query = db.selectFrom('study_period').where('site_id', '=', siteId).where('user_id', '=', userId);
      if (courseId !== undefined) query = query.where('course_id', '=', courseId);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('gmt_modified', 'desc').orderBy('id', 'desc'));
    },

    findCourse: (siteId: number, userId: number, courseId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('study_course')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .executeTakeFirst(),
    insertCourse: (row: StudyCourseTable, tx: Tx) =>
      on(tx)
        .insertInto('study_course')
        .values(row)
        .onConflict((conflict) => conflict.columns(['site_id', 'user_id', 'course_id']).doNothing())
        .execute(),
    updateCourse: (siteId: number, id: number, changes: Partial<StudyCourseTable>, tx: Tx) =>
      on(tx).updateTable('study_course').set(changes).where('site_id', '=', siteId).where('id', '=', id).execute(),
    coursesOf: (siteId: number, userId: number, courseIds: number[]) =>
      courseIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('study_course')
            .selectAll()
            .where('site_id', '=', siteId)
            .where('user_id', '=', userId)
            .where('course_id', 'in', courseIds)
            .execute(),
    async pageRecentCourses(siteId: number, userId: number, offset: number, limit: number) {
      const query = db.selectFrom('study_course').where('site_id', '=', siteId).where('user_id', '=', userId);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('gmt_modified', 'desc').orderBy('id', 'desc'));
    },
    async pageLearners(siteId: number, courseId: number, offset: number, limit: number) {
      const query = db.selectFrom('study_course').where('site_id', '=', siteId).where('course_id', '=', courseId);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('gmt_modified', 'desc').orderBy('id', 'desc'));
    },
    /** Learners of a course, those who learned at least `finishedAt` lessons, learned lessons (capped) and time. */
    async courseSummary(siteId: number, courseId: number, periodCount: number) {
      const row = await db
        .selectFrom('study_course')
        .select([
          sql<number>`count(*)`.as('learners'),
          sql<number>`sum(case when learned_count >= ${periodCount} then 1 else 0 end)`.as('finished'),
          sql<number>`sum(case when learned_count > ${periodCount} then ${periodCount} else learned_count end)`.as(
            'learned',
          ),
          sql<number>`sum(watched_ms)`.as('watched'),
        ])
        .where('site_id', '=', siteId)
        .where('course_id', '=', courseId)
        .executeTakeFirst();
      return {
        learners: Number(row?.learners ?? 0),
        finished: Number(row?.finished ?? 0),
        learned: Number(row?.learned ?? 0),
        watchedMs: Number(row?.watched ?? 0),
      };
    },

    /** Adds watched time to a learner's day for a course. */
    async addDay(
      row: { id: number; siteId: number; userId: number; courseId: number; day: number; ms: number },
      tx: Tx,
    ) {
      await on(tx)
        .insertInto('study_day')
        .values({
          id: row.id,
          site_id: row.siteId,
          user_id: row.userId,
          course_id: row.courseId,
          study_day: row.day,
          watched_ms: row.ms,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['site_id', 'course_id', 'study_day', 'user_id'])
            .doUpdateSet((eb) => ({ watched_ms: eb('study_day.watched_ms', '+', row.ms) })),
        )
        .execute();
    },
    daysOf: (siteId: number, courseId: number, fromDay: number) =>
      db
        .selectFrom('study_day')
        .select(['study_day', sql<number>`sum(watched_ms)`.as('watched'), sql<number>`count(*)`.as('learners')])
        .where('site_id', '=', siteId)
        .where('course_id', '=', courseId)
        .where('study_day', '>=', fromDay)
        .groupBy('study_day')
        .execute(),
  };
}

export type StudyRepo = ReturnType<typeof createStudyRepo>;
