import type { PageWindow } from '../../core/paging.ts';
import { containsText, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { CourseCommentTable, CourseTables } from './course.tables.ts';

/** Course comments and one level of replies. */
export function createCommentRepo(database: Db) {
  const { db, on } = moduleTables<CourseTables>(database);
  return {
    insert: (row: CourseCommentTable) => db.insertInto('course_comment').values(row).execute(),
    find: (siteId: number, id: number) =>
      db.selectFrom('course_comment').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),

    /** Shown top comments of a course, newest first. */
    pageShown: (siteId: number, courseId: number, window: PageWindow) =>
      pageRows(
        db
          .selectFrom('course_comment')
          .where('site_id', '=', siteId)
          .where('course_id', '=', courseId)
          .where('parent_id', '=', 0)
          .where('status_id', '=', 1),
        window,
        (query) => query.selectAll().orderBy('id', 'desc'),
      ),
    /** Shown replies to these comments, oldest first. */
    repliesTo: (siteId: number, parentIds: number[]) =>
      db
        .selectFrom('course_comment')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('parent_id', 'in', parentIds)
        .where('status_id', '=', 1)
        .orderBy('id')
        .execute(),

    adminPage(siteId: number, filter: { courseId?: number; statusId?: number; keyword?: string }, window: PageWindow) {
      let query = db.selectFrom('course_comment').where('site_id', '=', siteId);
      if (filter.courseId !== undefined) query = query.where('course_id', '=', filter.courseId);
      if (filter.statusId !== undefined) query = query.where('status_id', '=', filter.statusId);
      if (filter.keyword) query = query.where(containsText('content', filter.keyword));
      return pageRows(query, window, (page) => page.selectAll().orderBy('id', 'desc'));
    },
    setStatus: (siteId: number, id: number, statusId: number, now: number) =>
      db
        .updateTable('course_comment')
        .set({ status_id: statusId, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),
    /** A comment and its replies. */
    deleteThread: async (siteId: number, id: number, tx: Tx) => {
      const handle = on(tx);
      await handle.deleteFrom('course_comment').where('site_id', '=', siteId).where('parent_id', '=', id).execute();
      await handle.deleteFrom('course_comment').where('site_id', '=', siteId).where('id', '=', id).execute();
    },
  };
}

export type CommentRepo = ReturnType<typeof createCommentRepo>;
