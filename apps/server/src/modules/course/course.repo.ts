import { type ExpressionBuilder, sql } from 'kysely';
import type { CourseOrderBy } from '@school/contracts';
import type { PageWindow } from '../../core/paging.ts';
import type { Engine } from '../../db/database.ts';
import type {
  CourseCategoryTable,
  Database,
  Db,
  DbOrTx,
  OrgProfileTable,
  ZoneCourseTable,
  ZoneTable,
} from '../../db/schema.ts';
import { containsPattern, ftsPhrase, keywordLength, prefixPattern } from '../search/index.ts';

/** Queries of the catalogue tables; every one is scoped by site. */

type Editable<T> = Omit<T, 'id' | 'site_id' | 'gmt_create' | 'gmt_modified'>;
export type CourseCategoryFields = Omit<Editable<CourseCategoryTable>, 'parent_id' | 'floor'>;
export type ZoneFields = Editable<ZoneTable>;
export type OrgProfileFields = Omit<Editable<OrgProfileTable>, 'user_id'>;

/** Which public courses a list reads; `categoryColumn` is the path column of the category's level. */
export interface CourseFilter {
  category?: { column: 'category1_id' | 'category2_id' | 'category3_id'; id: number };
  courseCategory?: number;
  isFree?: number;
  orgUserId?: number;
  lecturerUserId?: number;
  /** Already trimmed and checked (modules/search). */
  keyword?: string;
}

export interface AdminCourseFilter {
  keyword?: string;
  category?: { column: 'category1_id' | 'category2_id' | 'category3_id'; id: number };
  isPutAway?: number;
}

type CourseEb = ExpressionBuilder<Database, 'course'>;

const countOf = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);

export function createCourseRepo(db: Db, engine: Engine) {
  /**
   * SQLite's LIKE ignores ASCII case already. PostgreSQL needs ILIKE for that, but ILIKE over UTF-8 is
   * several times slower than LIKE, so a keyword without any cased letter (Chinese, digits) uses LIKE:
   * the same rows, and the trigram index serves both.
   */
  const like = (keyword: string) =>
    engine === 'postgres' && keyword.toLowerCase() !== keyword.toUpperCase() ? sql.raw('ilike') : sql.raw('like');

  /** Substring match of the course name: FTS5 trigram for 3+ characters on SQLite, else (I)LIKE (decision 0008). */
  const nameMatches = (eb: CourseEb, keyword: string) => {
    if (engine === 'sqlite' && keywordLength(keyword) >= 3) {
      return eb(
        'course.id',
        'in',
        sql<number>`(select rowid from course_fts where course_fts match ${ftsPhrase(keyword)})`,
      );
    }
    return sql<boolean>`course.course_name ${like(keyword)} ${containsPattern(keyword)} escape '\\'`;
  };

  const publicCourses = (siteId: number, filter: CourseFilter) => {
    let query = db
      .selectFrom('course')
      .where('course.site_id', '=', siteId)
      .where('course.status_id', '=', 1)
      .where('course.is_put_away', '=', 1);
    if (filter.category) query = query.where(`course.${filter.category.column}`, '=', filter.category.id);
    if (filter.courseCategory !== undefined) query = query.where('course.course_category', '=', filter.courseCategory);
    if (filter.isFree !== undefined) query = query.where('course.is_free', '=', filter.isFree);
    if (filter.orgUserId !== undefined) query = query.where('course.org_user_id', '=', filter.orgUserId);
    if (filter.lecturerUserId !== undefined) query = query.where('course.lecturer_user_id', '=', filter.lecturerUserId);
    const keyword = filter.keyword;
    if (keyword !== undefined) query = query.where((eb) => nameMatches(eb, keyword));
    return query;
  };

  /** The lecturer's published name beside each course row. */
  const lecturerName = (eb: CourseEb) =>
    eb
      .selectFrom('lecturer')
      .select('lecturer.lecturer_name')
      .whereRef('lecturer.user_id', '=', 'course.lecturer_user_id')
      .whereRef('lecturer.site_id', '=', 'course.site_id')
      .limit(1)
      .as('lecturer_name');

  return {
    categories: {
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
      countChildren: async (siteId: number, id: number) =>
        countOf(
          await db
            .selectFrom('course_category')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('site_id', '=', siteId)
            .where('parent_id', '=', id)
            .executeTakeFirst(),
        ),
      /** Courses filed under the category at its level (any status: an off-shelf course still belongs to it). */
      countCourses: async (siteId: number, column: 'category1_id' | 'category2_id' | 'category3_id', id: number) =>
        countOf(
          await db
            .selectFrom('course')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('site_id', '=', siteId)
            .where(column, '=', id)
            .executeTakeFirst(),
        ),
      insert: (row: CourseCategoryTable, tx: DbOrTx = db) => tx.insertInto('course_category').values(row).execute(),
      update: (siteId: number, id: number, fields: CourseCategoryFields, now: number, tx: DbOrTx = db) =>
        tx
          .updateTable('course_category')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
      deleteById: (siteId: number, id: number, tx: DbOrTx = db) =>
        tx.deleteFrom('course_category').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
    },

    courses: {
      /** One page of public courses and the total; ordered so pages never overlap. */
      async page(siteId: number, filter: CourseFilter, orderBy: CourseOrderBy, window: PageWindow) {
        const countRow = await publicCourses(siteId, filter)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirst();
        const total = countOf(countRow);
        if (total === 0 || window.offset >= total) return { rows: [], total };
        let query = publicCourses(siteId, filter).selectAll('course').select(lecturerName);
        // Each order ends with the id in the index's direction, so pages never overlap and stay index-ordered.
        switch (orderBy) {
          case 'newest':
            query = query.orderBy('course.gmt_create', 'desc').orderBy('course.id', 'desc');
            break;
          case 'popular':
            query = query
              .orderBy('course.count_buy', 'desc')
              .orderBy('course.count_study', 'desc')
              .orderBy('course.id', 'desc');
            break;
          case 'priceAsc':
            query = query.orderBy('course.course_price', 'asc').orderBy('course.id', 'asc');
            break;
          case 'priceDesc':
            query = query.orderBy('course.course_price', 'desc').orderBy('course.id', 'desc');
            break;
          case 'default':
            query = query.orderBy('course.sort', 'asc').orderBy('course.id', 'desc');
            break;
        }
        const rows = await query.limit(window.pageSize).offset(window.offset).execute();
        return { rows, total };
      },

      /**
       * Search: names starting with the keyword first, then popular, then newest. The page's ids come
       * from the narrow name index (the unary + keeps SQLite from walking the popularity index for the
       * order instead), then only those rows are read in full.
       */
      async search(siteId: number, keyword: string, window: PageWindow) {
        const filter = { keyword };
        const countRow = await publicCourses(siteId, filter)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirst();
        const total = countOf(countRow);
        if (total === 0 || window.offset >= total) return { rows: [], total };
        const ids = (
          await publicCourses(siteId, filter)
            .select('course.id')
            .orderBy(
              sql`case when course.course_name ${like(keyword)} ${prefixPattern(keyword)} escape '\\' then 0 else 1 end`,
            )
            .orderBy(sql`+course.count_buy`, 'desc')
            .orderBy(sql`+course.count_study`, 'desc')
            .orderBy(sql`+course.id`, 'desc')
            .limit(window.pageSize)
            .offset(window.offset)
            .execute()
        ).map((row) => row.id);
        const found = await db
          .selectFrom('course')
          .selectAll('course')
          .select(lecturerName)
          .where('course.site_id', '=', siteId)
          .where('course.id', 'in', ids)
          .execute();
        const byId = new Map(found.map((row) => [row.id, row]));
        const rows = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
        return { rows, total };
      },

      findPublic: (siteId: number, id: number) =>
        publicCourses(siteId, {})
          .selectAll('course')
          .select(lecturerName)
          .where('course.id', '=', id)
          .executeTakeFirst(),

      findById: (siteId: number, id: number) =>
        db
          .selectFrom('course')
          .selectAll('course')
          .select(lecturerName)
          .where('course.site_id', '=', siteId)
          .where('course.id', '=', id)
          .executeTakeFirst(),

      async adminPage(siteId: number, filter: AdminCourseFilter, window: PageWindow) {
        let query = db.selectFrom('course').where('course.site_id', '=', siteId);
        if (filter.category) query = query.where(`course.${filter.category.column}`, '=', filter.category.id);
        if (filter.isPutAway !== undefined) query = query.where('course.is_put_away', '=', filter.isPutAway);
        const keyword = filter.keyword;
        if (keyword) {
          query = query.where(
            sql<boolean>`course.course_name ${like(keyword)} ${containsPattern(keyword)} escape '\\'`,
          );
        }
        const total = countOf(await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst());
        if (total === 0 || window.offset >= total) return { rows: [], total };
        const rows = await query
          .selectAll('course')
          .select(lecturerName)
          .orderBy('course.id', 'desc')
          .limit(window.pageSize)
          .offset(window.offset)
          .execute();
        return { rows, total };
      },

      setPutAway: (siteId: number, id: number, isPutAway: number, now: number, tx: DbOrTx = db) =>
        tx
          .updateTable('course')
          .set({ is_put_away: isPutAway, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
    },

    zones: {
      listBySite: (siteId: number, onlyEnabled: boolean, zoneLocation?: number) => {
        let query = db.selectFrom('zone').selectAll().where('site_id', '=', siteId);
        if (onlyEnabled) query = query.where('status_id', '=', 1);
        if (zoneLocation !== undefined) query = query.where('zone_location', '=', zoneLocation);
        return query.orderBy('sort').orderBy('id').execute();
      },
      findById: (siteId: number, id: number) =>
        db.selectFrom('zone').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
      insert: (row: ZoneTable, tx: DbOrTx = db) => tx.insertInto('zone').values(row).execute(),
      update: (siteId: number, id: number, fields: ZoneFields, now: number, tx: DbOrTx = db) =>
        tx
          .updateTable('zone')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
      deleteById: (siteId: number, id: number, tx: DbOrTx = db) =>
        tx.deleteFrom('zone').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),

      /** On-shelf courses of the given zones, each zone in its own order. */
      publicCoursesOf: (siteId: number, zoneIds: number[]) =>
        zoneIds.length === 0
          ? Promise.resolve([])
          : publicCourses(siteId, {})
              .innerJoin('zone_course', (join) =>
                join
                  .onRef('zone_course.course_id', '=', 'course.id')
                  .onRef('zone_course.site_id', '=', 'course.site_id'),
              )
              .selectAll('course')
              .select(lecturerName)
              .select('zone_course.zone_id')
              .where('zone_course.zone_id', 'in', zoneIds)
              .orderBy('zone_course.sort')
              .orderBy('zone_course.id')
              .execute(),

      async publicCoursePage(siteId: number, zoneId: number, window: PageWindow) {
        const inZone = () =>
          publicCourses(siteId, {})
            .innerJoin('zone_course', (join) =>
              join.onRef('zone_course.course_id', '=', 'course.id').onRef('zone_course.site_id', '=', 'course.site_id'),
            )
            .where('zone_course.zone_id', '=', zoneId);
        const total = countOf(
          await inZone()
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirst(),
        );
        if (total === 0 || window.offset >= total) return { rows: [], total };
        const rows = await inZone()
          .selectAll('course')
          .select(lecturerName)
          .orderBy('zone_course.sort')
          .orderBy('zone_course.id')
          .limit(window.pageSize)
          .offset(window.offset)
          .execute();
        return { rows, total };
      },
    },

    zoneCourses: {
      listByZone: (siteId: number, zoneId: number) =>
        db
          .selectFrom('zone_course')
          .innerJoin('course', (join) =>
            join.onRef('course.id', '=', 'zone_course.course_id').onRef('course.site_id', '=', 'zone_course.site_id'),
          )
          .select([
            'zone_course.id',
            'zone_course.zone_id',
            'zone_course.course_id',
            'zone_course.sort',
            'course.course_name',
            'course.course_logo',
            'course.is_put_away',
          ])
          .where('zone_course.site_id', '=', siteId)
          .where('zone_course.zone_id', '=', zoneId)
          .orderBy('zone_course.sort')
          .orderBy('zone_course.id')
          .execute(),
      findById: (siteId: number, id: number) =>
        db
          .selectFrom('zone_course')
          .innerJoin('course', (join) =>
            join.onRef('course.id', '=', 'zone_course.course_id').onRef('course.site_id', '=', 'zone_course.site_id'),
          )
          .select([
            'zone_course.id',
            'zone_course.zone_id',
            'zone_course.course_id',
            'zone_course.sort',
            'course.course_name',
            'course.course_logo',
            'course.is_put_away',
          ])
          .where('zone_course.site_id', '=', siteId)
          .where('zone_course.id', '=', id)
          .executeTakeFirst(),
      findByZoneAndCourse: (siteId: number, zoneId: number, courseId: number) =>
        db
          .selectFrom('zone_course')
          .select('id')
          .where('site_id', '=', siteId)
          .where('zone_id', '=', zoneId)
          .where('course_id', '=', courseId)
          .executeTakeFirst(),
      insert: (row: ZoneCourseTable, tx: DbOrTx = db) => tx.insertInto('zone_course').values(row).execute(),
      setSort: (siteId: number, id: number, sort: number, now: number, tx: DbOrTx = db) =>
        tx
          .updateTable('zone_course')
          .set({ sort, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
      deleteById: (siteId: number, id: number, tx: DbOrTx = db) =>
        tx.deleteFrom('zone_course').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
      deleteByZone: (siteId: number, zoneId: number, tx: DbOrTx = db) =>
        tx.deleteFrom('zone_course').where('site_id', '=', siteId).where('zone_id', '=', zoneId).execute(),
    },

    lecturers: {
      /** Enabled lecturers with their number of on-shelf courses, in the lecturer's order then by courses. */
      recommended: (siteId: number, limit: number, onlyUserIds?: number[]) => {
        let query = db
          .selectFrom('lecturer')
          .selectAll('lecturer')
          .select((eb) =>
            eb
              .selectFrom('course')
              .select((inner) => inner.fn.countAll<number>().as('count'))
              .whereRef('course.site_id', '=', 'lecturer.site_id')
              .whereRef('course.lecturer_user_id', '=', 'lecturer.user_id')
              .where('course.status_id', '=', 1)
              .where('course.is_put_away', '=', 1)
              .as('course_count'),
          )
          .where('lecturer.site_id', '=', siteId)
          .where('lecturer.status_id', '=', 1);
        if (onlyUserIds) query = query.where('lecturer.user_id', 'in', onlyUserIds.length ? onlyUserIds : [0]);
        return query
          .orderBy('lecturer.sort')
          .orderBy('course_count', 'desc')
          .orderBy('lecturer.id')
          .limit(limit)
          .execute();
      },
      /** Lecturers teaching on-shelf courses of an organisation. */
      userIdsOfOrg: async (siteId: number, orgUserId: number) =>
        (
          await publicCourses(siteId, { orgUserId })
            .select('course.lecturer_user_id')
            .distinct()
            .where('course.lecturer_user_id', '!=', 0)
            .execute()
        ).map((row) => row.lecturer_user_id),
    },

    orgs: {
      findPublic: (siteId: number, userId: number) =>
        db
          .selectFrom('org_profile')
          .innerJoin('users', (join) =>
            join.onRef('users.id', '=', 'org_profile.user_id').onRef('users.site_id', '=', 'org_profile.site_id'),
          )
          .selectAll('org_profile')
          .where('org_profile.site_id', '=', siteId)
          .where('org_profile.user_id', '=', userId)
          .where('org_profile.status_id', '=', 1)
          .where('users.status_id', '=', 1)
          .where('users.user_type', '=', 3)
          .executeTakeFirst(),
      listBySite: (siteId: number) =>
        db.selectFrom('org_profile').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('id').execute(),
      findByUser: (siteId: number, userId: number) =>
        db
          .selectFrom('org_profile')
          .selectAll()
          .where('site_id', '=', siteId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      findOrgUser: (siteId: number, userId: number) =>
        db
          .selectFrom('users')
          .select(['id', 'user_type', 'nickname', 'head_img_url'])
          .where('site_id', '=', siteId)
          .where('id', '=', userId)
          .executeTakeFirst(),
      insert: (row: OrgProfileTable, tx: DbOrTx = db) => tx.insertInto('org_profile').values(row).execute(),
      update: (siteId: number, userId: number, fields: OrgProfileFields, now: number, tx: DbOrTx = db) =>
        tx
          .updateTable('org_profile')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
    },

    transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction().execute(work),
  };
}

export type CourseRepo = ReturnType<typeof createCourseRepo>;
export type CourseRow = NonNullable<Awaited<ReturnType<CourseRepo['courses']['findById']>>>;
