import { AuditStatus } from '@school/contracts';
import { containsText, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { CourseAuditLogTable, CourseAuditTable, CourseTable, CourseTables } from './course.tables.ts';

/** Course drafts, their review log, and writing an approved draft over the published course. */
export function createAuditRepo(database: Db) {
  const { db, on } = moduleTables<CourseTables>(database);
  return {
    findDraft: (siteId: number, id: number, tx?: Tx): Promise<CourseAuditTable | undefined> =>
      on(tx)
        .selectFrom('course_audit')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('status_id', '=', 1)
        .executeTakeFirst(),
    insertDraft: (row: CourseAuditTable, tx?: Tx) => on(tx).insertInto('course_audit').values(row).execute(),
    updateDraft: (siteId: number, id: number, changes: Partial<CourseAuditTable>, tx?: Tx) =>
      on(tx).updateTable('course_audit').set(changes).where('site_id', '=', siteId).where('id', '=', id).execute(),

    /** A teacher's drafts, or the operator's queue (all lecturers), newest change first or oldest waiting first. */
    async pageDrafts(
      siteId: number,
      filter: { lecturerUserId?: number; auditStatus?: number; keyword?: string; courseCategory?: number },
      offset: number,
      limit: number,
    ) {
      let query = db.selectFrom('course_audit').where('site_id', '=', siteId).where('status_id', '=', 1);
      if (filter.lecturerUserId !== undefined) query = query.where('lecturer_user_id', '=', filter.lecturerUserId);
      if (filter.auditStatus !== undefined) query = query.where('audit_status', '=', filter.auditStatus);
      if (filter.keyword) query = query.where(containsText('course_name', filter.keyword));
      if (filter.courseCategory !== undefined) query = query.where('course_category', '=', filter.courseCategory);
      const queue = filter.lecturerUserId === undefined && filter.auditStatus === AuditStatus.waiting;
      return pageRows(query, { offset, pageSize: limit }, (filtered) =>
        filtered
          .selectAll()
          .orderBy('gmt_modified', queue ? 'asc' : 'desc')
          .orderBy('id', 'desc'),
      );
    },

    insertLog: (row: CourseAuditLogTable, tx: Tx) => on(tx).insertInto('course_audit_log').values(row).execute(),
    logsOf: (siteId: number, courseId: number) =>
      db
        .selectFrom('course_audit_log')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('course_id', '=', courseId)
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),

    findPublished: (siteId: number, id: number, tx?: Tx): Promise<CourseTable | undefined> =>
      on(tx)
        .selectFrom('course')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('status_id', '=', 1)
        .executeTakeFirst(),
    /** Which of these drafts have a published course. */
    async publishedIds(siteId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('course')
        .select('id')
        .where('site_id', '=', siteId)
        .where('id', 'in', ids)
        .where('status_id', '=', 1)
        .execute();
      return new Set(rows.map((row) => row.id));
    },
    insertPublished: (row: CourseTable, tx: Tx) => on(tx).insertInto('course').values(row).execute(),
    updatePublished: (siteId: number, id: number, changes: Partial<CourseTable>, tx?: Tx) =>
      on(tx).updateTable('course').set(changes).where('site_id', '=', siteId).where('id', '=', id).execute(),
    /** Removes a course from the public (its orders and study records stay). */
    withdrawPublished: (siteId: number, id: number, now: number, tx: Tx) =>
      on(tx)
        .updateTable('course')
        .set({ status_id: 0, is_put_away: 0, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
