import { type Db, tablesOf } from '../../db/schema.ts';
import type { CourseCategoryTable, CourseTables } from './course.tables.ts';

/** Queries of course categories; every one is scoped by site. */

export type CourseCategoryFields = Pick<CourseCategoryTable, 'category_name' | 'sort' | 'status_id' | 'remark'>;

export function createCategoryRepo(database: Db) {
  const db = tablesOf<CourseTables>(database);
  return {
    listBySite: (siteId: number, onlyEnabled: boolean) => {
      let query = db.selectFrom('course_category').selectAll().where('site_id', '=', siteId);
      if (onlyEnabled) query = query.where('status_id', '=', 1);
      return query.orderBy('floor').orderBy('sort').orderBy('id').execute();
    },
    findById: (siteId: number, id: number) =>
      db
        .selectFrom('course_category')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst(),
    countChildren: async (siteId: number, id: number) => {
      const row = await db
        .selectFrom('course_category')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('site_id', '=', siteId)
        .where('parent_id', '=', id)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    insert: (row: CourseCategoryTable) => db.insertInto('course_category').values(row).execute(),
    update: (siteId: number, id: number, fields: CourseCategoryFields, now: number) =>
      db
        .updateTable('course_category')
        .set({ ...fields, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst(),
    deleteById: (siteId: number, id: number) =>
      db.deleteFrom('course_category').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
  };
}

export type CategoryRepo = ReturnType<typeof createCategoryRepo>;
