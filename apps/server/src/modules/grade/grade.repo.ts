import { sql } from 'kysely';
import { type Keeping, keptReads } from '../../core/cache.ts';
import type { PageWindow } from '../../core/paging.ts';
import { containsText, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type {
  GradeApplyRecordTable,
  GradeCategoryTable,
  GradeCourseTable,
  GradeInfoTable,
  GradeStudentTable,
  GradeStudyTable,
  GradeTables,
} from './grade.tables.ts';

/** In the class (a kicked or quit member keeps the row with another status). */
export const MEMBER = 1;
export const KICKED = 0;
export const QUIT = 2;
/** Owner and administrators: the roles that run a class. */
const RUNNING_ROLES = [1, 2];

/** Which of a user's classes a list shows. */
export type GradeScope =
  | { kind: 'run'; userId: number; orgUserId: number }
  | { kind: 'member'; userId: number; orgUserId: number; expired: boolean; now: number }
  | { kind: 'public'; categoryId?: number; id?: number }
  | { kind: 'all'; categoryId?: number };

/** What a member's class gives: a course, while the class runs (epoch ms, both ends included). */
export interface ClassCourse {
  courseId: number;
  beginTime: number;
  endTime: number;
}

/** The version key of a school's classes, moved by every write of a class, its members or its courses. */
export const classesVersionKey = (siteId: number) => `classes-version:${siteId}`;
const KEPT_READERS = 10_000;
const KEPT_MS = 300_000;

/**
 * Kysely queries of the class tables only, always scoped by site. With `versions`, what a reader's
 * classes give them (their courses, whether they run one) is kept in the process under their school's
 * classes version, which every write here of a class, a member or a class's courses moves (decision 0093).
 */
export function createGradeRepo(database: Db, keeping?: Keeping) {
  const { db, on } = moduleTables<GradeTables>(database);
  const keptCourses = keptReads<readonly ClassCourse[]>(keeping, { max: KEPT_READERS, ttlMs: KEPT_MS });
  const keptRunsUntil = keptReads<{ endTime: number | null }>(keeping, { max: KEPT_READERS, ttlMs: KEPT_MS });
  // Both kinds are kept under the one school version.
  const changed = (siteId: number) => keptCourses.changed(classesVersionKey(siteId));
  const kept = <V>(
    from: ReturnType<typeof keptReads<V>>,
    siteId: number,
    userId: number,
    load: () => Promise<V>,
  ): Promise<V> => from.get(`${siteId}:${userId}`, [classesVersionKey(siteId)], load);

  /** The courses of the active classes the user is a member of (`c` course, `g` class, `s` member). */
  const memberCourses = (siteId: number, userId: number) =>
    db
      .selectFrom('grade_course as c')
      .innerJoin('grade_info as g', 'g.id', 'c.grade_id')
      .innerJoin('grade_student as s', 's.grade_id', 'g.id')
      .where('c.site_id', '=', siteId)
      .where('g.site_id', '=', siteId)
      .where('s.site_id', '=', siteId)
      .where('s.user_id', '=', userId)
      .where('s.status_id', '=', MEMBER)
      .where('g.status_id', '=', 1);

  const gradesIn = (siteId: number, scope: GradeScope, name: string | undefined) => {
    let query = db.selectFrom('grade_info').where('site_id', '=', siteId);
    if (name) query = query.where(containsText('grade_name', name));
    const membersWith = (userId: number, roles?: number[]) => {
      let members = db
        .selectFrom('grade_student')
        .select('grade_id')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('status_id', '=', MEMBER);
      if (roles) members = members.where('role', 'in', roles);
      return members;
    };
    switch (scope.kind) {
      case 'run':
        return query
          .where('status_id', '=', 1)
          .where((eb) =>
            eb.or([eb('org_user_id', '=', scope.orgUserId), eb('id', 'in', membersWith(scope.userId, RUNNING_ROLES))]),
          );
      case 'member':
        return query
          .where('status_id', '=', 1)
          .where('end_time', scope.expired ? '<' : '>=', scope.now)
          .where((eb) => eb.or([eb('org_user_id', '=', scope.orgUserId), eb('id', 'in', membersWith(scope.userId))]));
      case 'public':
        query = query.where('status_id', '=', 1);
        if (scope.id) return query.where('id', '=', scope.id);
        query = query.where('is_public', '=', 1);
        return scope.categoryId ? query.where('category_id', '=', scope.categoryId) : query;
      case 'all':
        return scope.categoryId ? query.where('category_id', '=', scope.categoryId) : query;
    }
  };

  return {
    categories: (siteId: number) =>
      db
        .selectFrom('grade_category')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('status_id', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    categoriesById: (siteId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('grade_category').selectAll().where('site_id', '=', siteId).where('id', 'in', ids).execute(),

    /** Active categories with the number of classes (not disbanded) filed under each. */
    categoriesWithCounts: (siteId: number) =>
      db
        .selectFrom('grade_category as c')
        .leftJoin('grade_info as g', (join) =>
          join.onRef('g.category_id', '=', 'c.id').on('g.site_id', '=', siteId).on('g.status_id', '=', 1),
        )
        .select(['c.id', 'c.category_name', 'c.sort', (eb) => eb.fn.count<number | string>('g.id').as('grade_count')])
        .where('c.site_id', '=', siteId)
        .where('c.status_id', '=', 1)
        .groupBy(['c.id', 'c.category_name', 'c.sort'])
        .orderBy('c.sort')
        .orderBy('c.id')
        .execute(),
    insertCategory: (row: GradeCategoryTable) => db.insertInto('grade_category').values(row).execute(),
    updateCategory: (siteId: number, id: number, patch: Partial<GradeCategoryTable>, tx?: Tx) =>
      on(tx).updateTable('grade_category').set(patch).where('site_id', '=', siteId).where('id', '=', id).execute(),
    /** Whether a class not disbanded is filed under the category. */
    async categoryInUse(siteId: number, categoryId: number): Promise<boolean> {
      const row = await db
        .selectFrom('grade_info')
        .select('id')
        .where('site_id', '=', siteId)
        .where('category_id', '=', categoryId)
        .where('status_id', '=', 1)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Classes not disbanded per organisation. */
    gradeCountsOfOrgs: async (siteId: number, orgUserIds: number[]) =>
      orgUserIds.length === 0
        ? new Map<number, number>()
        : new Map(
            (
              await db
                .selectFrom('grade_info')
                .select(['org_user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
                .where('site_id', '=', siteId)
                .where('status_id', '=', 1)
                .where('org_user_id', 'in', orgUserIds)
                .groupBy('org_user_id')
                .execute()
            ).map((row) => [row.org_user_id, Number(row.count)]),
          ),

    findGrade: (siteId: number, id: number, tx?: Tx) =>
      on(tx).selectFrom('grade_info').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
    async insertGrade(row: GradeInfoTable, tx: Tx) {
      await on(tx).insertInto('grade_info').values(row).execute();
      await changed(row.site_id);
    },
    async updateGrade(siteId: number, id: number, patch: Partial<GradeInfoTable>, tx?: Tx) {
      await on(tx).updateTable('grade_info').set(patch).where('site_id', '=', siteId).where('id', '=', id).execute();
      await changed(siteId);
    },
    /** Takes one place; false when the class is full. */
    async takePlace(siteId: number, id: number, tx: Tx): Promise<boolean> {
      const result = await on(tx)
        .updateTable('grade_info')
        .set((eb) => ({ student_count: eb('student_count', '+', 1) }))
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .whereRef('student_count', '<', 'capacity')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    freePlace: (siteId: number, id: number, tx: Tx) =>
      on(tx)
        .updateTable('grade_info')
        .set((eb) => ({ student_count: eb('student_count', '-', 1) }))
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),

    async pageGrades(siteId: number, scope: GradeScope, name: string | undefined, window: PageWindow) {
      return pageRows(gradesIn(siteId, scope, name), window, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },

    findMember: (siteId: number, gradeId: number, userId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('grade_student')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('grade_id', '=', gradeId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    /** The user's member rows in these classes, whatever their status (in, kicked out, quit). */
    membershipsOf: (siteId: number, gradeIds: number[], userId: number) =>
      gradeIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('grade_student')
            .selectAll()
            .where('site_id', '=', siteId)
            .where('user_id', '=', userId)
            .where('grade_id', 'in', gradeIds)
            .execute(),
    /** The user's applications to these classes, oldest first. */
    applicationsOf: (siteId: number, gradeIds: number[], userId: number) =>
      gradeIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('grade_apply_record')
            .select(['grade_id', 'audit_status'])
            .where('site_id', '=', siteId)
            .where('user_id', '=', userId)
            .where('grade_id', 'in', gradeIds)
            .orderBy('id')
            .execute(),
    async insertMember(row: GradeStudentTable, tx: Tx) {
      await on(tx).insertInto('grade_student').values(row).execute();
      await changed(row.site_id);
    },
    async updateMember(siteId: number, id: number, patch: Partial<GradeStudentTable>, tx?: Tx) {
      await on(tx).updateTable('grade_student').set(patch).where('site_id', '=', siteId).where('id', '=', id).execute();
      await changed(siteId);
    },
    async pageMembers(siteId: number, gradeId: number, role: number | undefined, window: PageWindow) {
      let query = db
        .selectFrom('grade_student')
        .where('site_id', '=', siteId)
        .where('grade_id', '=', gradeId)
        .where('status_id', '=', MEMBER);
      if (role) query = query.where('role', '=', role);
      return pageRows(query, window, (filtered) => filtered.selectAll().orderBy('role').orderBy('id'));
    },
    memberIds: async (siteId: number, gradeId: number, tx: Tx) =>
      (
        await on(tx)
          .selectFrom('grade_student')
          .select('user_id')
          .where('site_id', '=', siteId)
          .where('grade_id', '=', gradeId)
          .where('status_id', '=', MEMBER)
          .execute()
      ).map((row) => row.user_id),
    /** Whether the user runs (owns, administers, or as the organisation has) a class not yet ended. */
    async runsActiveGrade(siteId: number, userId: number, now: number): Promise<boolean> {
      const { endTime } = await kept(keptRunsUntil, siteId, userId, async () => {
        const row = await gradesIn(siteId, { kind: 'run', userId, orgUserId: userId }, undefined)
          .select((eb) => eb.fn.max('end_time').as('end_time'))
          .executeTakeFirst();
        return { endTime: row?.end_time === null || row?.end_time === undefined ? null : Number(row.end_time) };
      });
      return endTime !== null && endTime >= now;
    },
    /** Ids of the classes a user runs (owner, administrator, organisation). */
    runGradeIds: async (siteId: number, userId: number) =>
      (await gradesIn(siteId, { kind: 'run', userId, orgUserId: userId }, undefined).select('id').execute()).map(
        (row) => row.id,
      ),

    insertApplication: (row: GradeApplyRecordTable, tx?: Tx) =>
      on(tx).insertInto('grade_apply_record').values(row).execute(),
    findApplications: (siteId: number, ids: number[], tx?: Tx) =>
      on(tx)
        .selectFrom('grade_apply_record')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', 'in', ids)
        .execute(),
    waitingApplication: (siteId: number, gradeId: number, userId: number) =>
      db
        .selectFrom('grade_apply_record')
        .select('id')
        .where('site_id', '=', siteId)
        .where('grade_id', '=', gradeId)
        .where('user_id', '=', userId)
        .where('audit_status', '=', 0)
        .executeTakeFirst(),
    /** Settles waiting applications; answers how many were still waiting. */
    async settleApplications(
      siteId: number,
      ids: number[],
      patch: Pick<GradeApplyRecordTable, 'audit_status' | 'audit_opinion' | 'gmt_modified'>,
      tx: Tx,
    ): Promise<number> {
      const result = await on(tx)
        .updateTable('grade_apply_record')
        .set(patch)
        .where('site_id', '=', siteId)
        .where('id', 'in', ids)
        .where('audit_status', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async pageApplications(siteId: number, gradeId: number, status: number | undefined, window: PageWindow) {
      let query = db.selectFrom('grade_apply_record').where('site_id', '=', siteId).where('grade_id', '=', gradeId);
      if (status !== undefined) query = query.where('audit_status', '=', status);
      return pageRows(query, window, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
    applicationCounts: (siteId: number, gradeIds: number[]) =>
      gradeIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('grade_apply_record')
            .select(['audit_status', sql<number | string>`count(*)`.as('count')])
            .where('site_id', '=', siteId)
            .where('grade_id', 'in', gradeIds)
            .groupBy('audit_status')
            .execute(),

    courseIds: async (siteId: number, gradeId: number, tx?: Tx) =>
      (
        await on(tx)
          .selectFrom('grade_course')
          .select('course_id')
          .where('site_id', '=', siteId)
          .where('grade_id', '=', gradeId)
          .orderBy('sort')
          .orderBy('id')
          .execute()
      ).map((row) => row.course_id),
    async replaceCourses(siteId: number, gradeId: number, rows: GradeCourseTable[], tx: Tx) {
      await on(tx).deleteFrom('grade_course').where('site_id', '=', siteId).where('grade_id', '=', gradeId).execute();
      if (rows.length > 0) await on(tx).insertInto('grade_course').values(rows).execute();
      await changed(siteId);
    },
    /** Every course the user's active classes teach, with each class's time (kept: the lesson player asks it). */
    classCourses: (siteId: number, userId: number): Promise<readonly ClassCourse[]> =>
      kept(keptCourses, siteId, userId, async () =>
        (await memberCourses(siteId, userId).select(['c.course_id', 'g.begin_time', 'g.end_time']).execute()).map(
          (row) => ({ courseId: row.course_id, beginTime: row.begin_time, endTime: row.end_time }),
        ),
      ),
    /** The valid classes (active, between begin and end) a user is in that teach these courses. */
    validGradesTeaching: (siteId: number, userId: number, courseIds: number[], now: number) =>
      courseIds.length === 0
        ? Promise.resolve([])
        : memberCourses(siteId, userId)
            .select(['g.id as grade_id', 'g.grade_name', 'c.course_id'])
            .where('c.course_id', 'in', courseIds)
            .where('g.begin_time', '<=', now)
            .where('g.end_time', '>=', now)
            .orderBy('g.id')
            .execute(),

    saveStudy: (row: GradeStudyTable) =>
      db
        .insertInto('grade_study')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .columns(['site_id', 'grade_id', 'user_id', 'period_id'])
            .doUpdateSet({ gmt_modified: row.gmt_modified }),
        )
        .execute(),
  };
}

export type GradeRepo = ReturnType<typeof createGradeRepo>;
