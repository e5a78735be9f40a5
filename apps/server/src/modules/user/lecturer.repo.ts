import { countRows, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { LecturerAuditTable, LecturerTable, UserTables } from './user.tables.ts';

/** Published lecturer profiles, their drafts under audit, and follows. */
export function createLecturerRepo(database: Db) {
  const { db, on } = moduleTables<UserTables>(database);
  return {
    findPublished: (siteId: number, userId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('lecturer')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    insertPublished: (row: LecturerTable, tx: Tx) => on(tx).insertInto('lecturer').values(row).execute(),
    updatePublished: (siteId: number, userId: number, fields: Partial<LecturerTable>, tx: Tx) =>
      on(tx).updateTable('lecturer').set(fields).where('site_id', '=', siteId).where('user_id', '=', userId).execute(),
    /** The published names of some lecturers, for course cards (a disabled profile still names its courses). */
    namesOf: (siteId: number, userIds: number[]) =>
      db
        .selectFrom('lecturer')
        .select(['user_id', 'lecturer_name'])
        .where('site_id', '=', siteId)
        .where('user_id', 'in', userIds)
        .execute(),
    /** Enabled published lecturers, in the school's order; only those users when given. */
    listEnabled: (siteId: number, userIds?: number[]) => {
      let query = db.selectFrom('lecturer').selectAll().where('site_id', '=', siteId).where('status_id', '=', 1);
      if (userIds) query = query.where('user_id', 'in', userIds);
      return query.orderBy('sort').orderBy('id').execute();
    },

    findDraftByUser: (siteId: number, userId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('lecturer_audit')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    findDraft: (siteId: number, id: number, tx?: Tx) =>
      on(tx)
        .selectFrom('lecturer_audit')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst(),
    insertDraft: (row: LecturerAuditTable) => db.insertInto('lecturer_audit').values(row).execute(),
    updateDraft: (siteId: number, id: number, fields: Partial<LecturerAuditTable>, tx?: Tx) =>
      on(tx).updateTable('lecturer_audit').set(fields).where('site_id', '=', siteId).where('id', '=', id).execute(),
    async pageDrafts(siteId: number, auditStatus: number | undefined, offset: number, limit: number) {
      let query = db
        .selectFrom('lecturer_audit')
        .innerJoin('users', (join) =>
          join.onRef('users.id', '=', 'lecturer_audit.user_id').onRef('users.site_id', '=', 'lecturer_audit.site_id'),
        )
        .where('lecturer_audit.site_id', '=', siteId);
      if (auditStatus !== undefined) query = query.where('lecturer_audit.audit_status', '=', auditStatus);
      return pageRows(query, { offset, pageSize: limit }, (filtered) =>
        filtered
          .selectAll('lecturer_audit')
          .select(['users.mobile', 'users.nickname'])
          .orderBy('lecturer_audit.gmt_modified', 'desc'),
      );
    },

    findAttention: (siteId: number, userId: number, lecturerUserId: number) =>
      db
        .selectFrom('lecturer_attention')
        .select('id')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('lecturer_user_id', '=', lecturerUserId)
        .executeTakeFirst(),
    insertAttention: (row: {
      id: number;
      site_id: number;
      user_id: number;
      lecturer_user_id: number;
      gmt_create: number;
    }) =>
      db
        .insertInto('lecturer_attention')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .execute(),
    deleteAttention: (siteId: number, userId: number, lecturerUserId: number) =>
      db
        .deleteFrom('lecturer_attention')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('lecturer_user_id', '=', lecturerUserId)
        .executeTakeFirst(),
    async countFollowers(siteId: number, lecturerUserId: number) {
      return countRows(
        db
          .selectFrom('lecturer_attention')
          .where('site_id', '=', siteId)
          .where('lecturer_user_id', '=', lecturerUserId),
      );
    },
    async pageFollowed(siteId: number, userId: number, offset: number, limit: number) {
      const query = db
        .selectFrom('lecturer_attention')
        .innerJoin('lecturer', (join) =>
          join
            .onRef('lecturer.user_id', '=', 'lecturer_attention.lecturer_user_id')
            .onRef('lecturer.site_id', '=', 'lecturer_attention.site_id'),
        )
        .where('lecturer_attention.site_id', '=', siteId)
        .where('lecturer_attention.user_id', '=', userId);
      return pageRows(query, { offset, pageSize: limit }, (filtered) =>
        filtered
          .selectAll('lecturer')
          .select('lecturer_attention.gmt_create as followed_at')
          .orderBy('lecturer_attention.id', 'desc'),
      );
    },
  };
}

export type LecturerRepo = ReturnType<typeof createLecturerRepo>;
