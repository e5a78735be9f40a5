import { countRows } from '../../core/sql.ts';
import { type Db, tablesOf } from '../../db/schema.ts';
import type { CourseCollectionTable, CourseTables } from './course.tables.ts';
import { cardColumns, type CourseCardRow } from './course.repo.ts';

/** Learners' collected courses; every query is scoped by site and user. */
export function createCollectionRepo(database: Db) {
  const db = tablesOf<CourseTables>(database);
  return {
    /** Collecting twice keeps the first. */
    insert: (row: CourseCollectionTable) =>
      db
        .insertInto('course_collection')
        .values(row)
        .onConflict((conflict) => conflict.columns(['site_id', 'user_id', 'course_id']).doNothing())
        .execute(),

    removeCourse: (siteId: number, userId: number, courseId: number) =>
      db
        .deleteFrom('course_collection')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .execute(),

    /** Removes one of this user's collections; the number removed (0 when not theirs). */
    async remove(siteId: number, userId: number, id: number) {
      const result = await db
        .deleteFrom('course_collection')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    isCollected: async (siteId: number, userId: number, courseId: number) =>
      (await db
        .selectFrom('course_collection')
        .select('id')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .executeTakeFirst()) !== undefined,

    /** The user's collected courses that are still public, newest collection first. */
    async page(siteId: number, userId: number, offset: number, limit: number) {
      const query = db
        .selectFrom('course_collection')
        .innerJoin('course', 'course.id', 'course_collection.course_id')
        .where('course_collection.site_id', '=', siteId)
        .where('course_collection.user_id', '=', userId)
        .where('course.site_id', '=', siteId)
        .where('course.status_id', '=', 1)
        .where('course.is_put_away', '=', 1);
      const [rows, total] = await Promise.all([
        query
          .select([
            ...cardColumns,
            'course_collection.id as collection_id',
            'course_collection.gmt_create as collection_time',
          ])
          .orderBy('course_collection.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        countRows(query),
      ]);
      return { rows: rows as (CourseCardRow & { collection_id: number; collection_time: number })[], total };
    },
  };
}

export type CollectionRepo = ReturnType<typeof createCollectionRepo>;
