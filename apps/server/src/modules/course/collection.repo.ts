import { pageRows } from '../../core/sql.ts';
import { type Db, moduleTables } from '../../db/schema.ts';
import type { CourseCollectionTable, CourseTables } from './course.tables.ts';

/** Learners' saved courses. */
export function createCollectionRepo(database: Db) {
  const { db } = moduleTables<CourseTables>(database);
  return {
    /** Adds the course unless it is saved already (the unique key settles a double click). */
    insertIfMissing: (row: CourseCollectionTable) =>
      db
        .insertInto('course_collection')
        .values(row)
        .onConflict((conflict) => conflict.columns(['site_id', 'user_id', 'course_id']).doNothing())
        .execute(),
    find: (siteId: number, userId: number, courseId: number) =>
      db
        .selectFrom('course_collection')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .executeTakeFirst(),
    deleteByCourse: (siteId: number, userId: number, courseId: number) =>
      db
        .deleteFrom('course_collection')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .execute(),
    deleteByIds: (siteId: number, userId: number, ids: number[]) =>
      db
        .deleteFrom('course_collection')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .executeTakeFirst(),
    async page(siteId: number, userId: number, courseCategory: number | undefined, offset: number, limit: number) {
      let query = db.selectFrom('course_collection').where('site_id', '=', siteId).where('user_id', '=', userId);
      if (courseCategory !== undefined)
        query = query.where('course_id', 'in', (sub) =>
          sub
            .selectFrom('course')
            .select('course.id')
            .where('course.site_id', '=', siteId)
            .where('course.course_category', '=', courseCategory),
        );
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
  };
}

export type CollectionRepo = ReturnType<typeof createCollectionRepo>;
