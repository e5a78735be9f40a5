import { type Db, tablesOf } from '../../db/schema.ts';
import type { CourseTables, OrgProfileTable } from './course.tables.ts';

/** Queries of organisation profiles (keyed by the organisation's user id); every one is scoped by site. */

export type OrgProfileFields = Pick<OrgProfileTable, 'org_name' | 'org_logo' | 'introduce' | 'sort' | 'status_id'>;

export function createOrgProfileRepo(database: Db) {
  const db = tablesOf<CourseTables>(database);
  return {
    listBySite: (siteId: number) =>
      db.selectFrom('org_profile').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('id').execute(),
    findByUser: (siteId: number, userId: number) =>
      db
        .selectFrom('org_profile')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    insert: (row: OrgProfileTable) => db.insertInto('org_profile').values(row).execute(),
    update: (siteId: number, userId: number, fields: OrgProfileFields, now: number) =>
      db
        .updateTable('org_profile')
        .set({ ...fields, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
  };
}

export type OrgProfileRepo = ReturnType<typeof createOrgProfileRepo>;
