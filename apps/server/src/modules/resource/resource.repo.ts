import { sql } from 'kysely';
import type { PageWindow } from '../../core/paging.ts';
import { pageRows } from '../../core/sql.ts';
import { moduleTables, type Db } from '../../db/schema.ts';
import type { ResourceDocumentTable, ResourceDownloadTable, ResourceTables } from './resource.tables.ts';

/** Kysely queries of this module's own tables only, always scoped by site. */
export function createResourceRepo(database: Db) {
  const { db } = moduleTables<ResourceTables>(database);
  const documents = (siteId: number) => db.selectFrom('resource_document').where('site_id', '=', siteId);

  return {
    findDocument: (siteId: number, id: number) => documents(siteId).selectAll().where('id', '=', id).executeTakeFirst(),
    findDocuments: async (siteId: number, ids: number[]) =>
      ids.length === 0 ? [] : documents(siteId).selectAll().where('id', 'in', ids).execute(),
    /** The ids of the school's documents of these types (the lists' file-type filter). */
    idsOfTypes: async (siteId: number, types: readonly string[]): Promise<number[]> =>
      (await documents(siteId).select('id').where('doc_type', 'in', types).execute()).map((row) => row.id),
    findOwnByFile: (siteId: number, userId: number, md5: string, size: number) =>
      documents(siteId)
        .selectAll()
        .where('user_id', '=', userId)
        .where('md5', '=', md5)
        .where('doc_size', '=', size)
        .orderBy('id', 'desc')
        .executeTakeFirst(),
    insertDocument: (row: ResourceDocumentTable) => db.insertInto('resource_document').values(row).execute(),
    updateDocument: (siteId: number, id: number, changes: Partial<ResourceDocumentTable>) =>
      db.updateTable('resource_document').set(changes).where('site_id', '=', siteId).where('id', '=', id).execute(),
    pageOfUser: (siteId: number, userId: number, window: PageWindow) =>
      pageRows(documents(siteId).where('user_id', '=', userId), window, (query) =>
        query.selectAll().orderBy('id', 'desc'),
      ),
    pageOfSite: (siteId: number, docState: number | undefined, window: PageWindow) =>
      pageRows(
        docState === undefined ? documents(siteId) : documents(siteId).where('doc_state', '=', docState),
        window,
        (query) => query.selectAll().orderBy('id', 'desc'),
      ),

    /** Today's downloads of a reader: how many, and whether this course and this period are among them. */
    async downloadsOfDay(siteId: number, userId: number, day: number, courseId: number, periodId: number) {
      const row = await db
        .selectFrom('resource_download')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .select([
          sql<number>`count(*)`.as('total'),
          sql<number>`sum(case when course_id = ${courseId} then 1 else 0 end)`.as('of_course'),
          sql<number>`sum(case when period_id = ${periodId} then 1 else 0 end)`.as('of_period'),
        ])
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), ofCourse: Number(row.of_course ?? 0), ofPeriod: Number(row.of_period ?? 0) };
    },
    insertDownload: (row: ResourceDownloadTable) => db.insertInto('resource_download').values(row).execute(),
    pageDownloads: (siteId: number, filter: { userId?: number; courseId?: number }, window: PageWindow) => {
      let base = db.selectFrom('resource_download').where('site_id', '=', siteId);
      if (filter.userId !== undefined) base = base.where('user_id', '=', filter.userId);
      if (filter.courseId !== undefined) base = base.where('course_id', '=', filter.courseId);
      return pageRows(base, window, (query) => query.selectAll().orderBy('id', 'desc'));
    },
    /** Counted downloads (once per reader and day) of each course. */
    async courseDownloadCounts(siteId: number, courseIds: number[]): Promise<Map<number, number>> {
      if (courseIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('resource_download')
        .where('site_id', '=', siteId)
        .where('course_id', 'in', courseIds)
        .where('counted', '=', 1)
        .select(['course_id', sql<number>`count(*)`.as('count')])
        .groupBy('course_id')
        .execute();
      return new Map(rows.map((row) => [Number(row.course_id), Number(row.count)]));
    },
    /** Counted downloads (once per reader and day) of each period of one course that has any. */
    async downloadCountsOfCourse(siteId: number, courseId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('resource_download')
        .where('site_id', '=', siteId)
        .where('course_id', '=', courseId)
        .where('period_counted', '=', 1)
        .select(['period_id', sql<number>`count(*)`.as('count')])
        .groupBy('period_id')
        .execute();
      return new Map(rows.map((row) => [Number(row.period_id), Number(row.count)]));
    },
    /** Counted downloads (once per reader and day) of each period. */
    async periodDownloadCounts(siteId: number, periodIds: number[]): Promise<Map<number, number>> {
      if (periodIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('resource_download')
        .where('site_id', '=', siteId)
        .where('period_id', 'in', periodIds)
        .where('period_counted', '=', 1)
        .select(['period_id', sql<number>`count(*)`.as('count')])
        .groupBy('period_id')
        .execute();
      return new Map(rows.map((row) => [Number(row.period_id), Number(row.count)]));
    },

    findSetting: (siteId: number) =>
      db.selectFrom('resource_setting').selectAll().where('site_id', '=', siteId).executeTakeFirst(),
    async saveSetting(siteId: number, dailyDownloadLimit: number, now: number) {
      const changed = await db
        .updateTable('resource_setting')
        .set({ daily_download_limit: dailyDownloadLimit, gmt_modified: now })
        .where('site_id', '=', siteId)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0)
        await db
          .insertInto('resource_setting')
          .values({ site_id: siteId, daily_download_limit: dailyDownloadLimit, gmt_modified: now })
          .execute();
    },
  };
}

export type ResourceRepo = ReturnType<typeof createResourceRepo>;
