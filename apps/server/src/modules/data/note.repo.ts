import { pageRows } from '../../core/sql.ts';
import { type Db, moduleTables } from '../../db/schema.ts';
import type { CourseNoteTable, DataTables } from './data.tables.ts';

/** Learners' notes on lessons; every query names the site and the owner. */
export function createNoteRepo(database: Db) {
  const { db } = moduleTables<DataTables>(database);
  return {
    insert: (row: CourseNoteTable) => db.insertInto('course_note').values(row).execute(),
    findOwn: (siteId: number, userId: number, id: number) =>
      db
        .selectFrom('course_note')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('status_id', '=', 1)
        .executeTakeFirst(),
    update: (siteId: number, id: number, changes: Partial<CourseNoteTable>) =>
      db.updateTable('course_note').set(changes).where('site_id', '=', siteId).where('id', '=', id).execute(),
    delete: (siteId: number, userId: number, id: number) =>
      db
        .deleteFrom('course_note')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst(),
    async page(
      siteId: number,
      userId: number,
      filter: { courseId?: number; periodId?: number },
      offset: number,
      limit: number,
    ) {
      let query = db
        .selectFrom('course_note')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('status_id', '=', 1);
      if (filter.courseId !== undefined) query = query.where('course_id', '=', filter.courseId);
      if (filter.periodId !== undefined) query = query.where('period_id', '=', filter.periodId);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
  };
}

export type NoteRepo = ReturnType<typeof createNoteRepo>;
