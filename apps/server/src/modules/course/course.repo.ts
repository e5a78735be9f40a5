import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { CourseOrderBy } from '@school/contracts';
import type { PageWindow } from '../../core/paging.ts';
import { pageRows } from '../../core/sql.ts';
import type { Engine } from '../../db/database.ts';
import { type Db, tablesOf } from '../../db/schema.ts';
import { containsPattern, ftsPhrase, keywordLength, prefixPattern } from '../search/index.ts';
import type { CourseTable, CourseTables } from './course.tables.ts';

/** Queries of courses; every one is scoped by site. */

export type CategoryColumn = 'category1_id' | 'category2_id' | 'category3_id';

/** Which public courses a list reads; `category.column` is the path column of the category's level. */
export interface CourseFilter {
  category?: { column: CategoryColumn; id: number };
  /** One kind, or several (resources and library search together). */
  courseCategory?: number | number[];
  isFree?: number;
  orgUserId?: number;
  lecturerUserId?: number;
  /** Already trimmed and checked (modules/search). */
  keyword?: string;
  /** Only items with a published lesson showing one of these documents (the file-type filter). */
  documentIds?: number[];
}

export interface AdminCourseFilter {
  keyword?: string;
  category?: { column: CategoryColumn; id: number };
  isPutAway?: number;
}

/** The columns a course card shows: lists read only these, not the introduction. */
export const cardColumns = [
  'course.id',
  'course.course_name',
  'course.course_category',
  'course.course_logo',
  'course.course_price',
  'course.ruling_price',
  'course.is_free',
  'course.count_buy',
  'course.count_study',
  'course.category1_id',
  'course.category2_id',
  'course.category3_id',
  'course.lecturer_user_id',
  'course.gmt_create',
] as const;
type Unqualified<T> = T extends `course.${infer Column}` ? Column : never;
export type CourseCardRow = Pick<CourseTable, Unqualified<(typeof cardColumns)[number]>>;
export type CourseAdminRow = CourseCardRow & Pick<CourseTable, 'is_put_away' | 'status_id' | 'sort'>;
/** A search result also carries the introduction, for the site-wide search's summary. */
export type CourseSearchRow = CourseCardRow & Pick<CourseTable, 'introduce'>;

type CourseEb = ExpressionBuilder<CourseTables, 'course'>;

const countOf = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);

const adminColumns = [...cardColumns, 'course.is_put_away', 'course.status_id', 'course.sort'] as const;

/** A page of courses as their owners and the operator see them, newest first. */
const adminPage = (
  query: SelectQueryBuilder<CourseTables, 'course', object>,
  window: PageWindow,
): Promise<{ rows: CourseAdminRow[]; total: number }> =>
  pageRows(query, window, (base) => base.select(adminColumns).orderBy('course.id', 'desc'));

/** The public's courses of one site: enabled and on the shelf. */
export const onShelf = (db: Kysely<CourseTables>, siteId: number) =>
  db
    .selectFrom('course')
    .where('course.site_id', '=', siteId)
    .where('course.status_id', '=', 1)
    .where('course.is_put_away', '=', 1);

export function createCourseRepo(database: Db, engine: Engine) {
  const db = tablesOf<CourseTables>(database);

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
    let query = onShelf(db, siteId);
    if (filter.category) query = query.where(`course.${filter.category.column}`, '=', filter.category.id);
    if (typeof filter.courseCategory === 'number')
      query = query.where('course.course_category', '=', filter.courseCategory);
    else if (filter.courseCategory) query = query.where('course.course_category', 'in', filter.courseCategory);
    if (filter.isFree !== undefined) query = query.where('course.is_free', '=', filter.isFree);
    if (filter.orgUserId !== undefined) query = query.where('course.org_user_id', '=', filter.orgUserId);
    if (filter.lecturerUserId !== undefined) query = query.where('course.lecturer_user_id', '=', filter.lecturerUserId);
    const keyword = filter.keyword;
    if (keyword !== undefined) query = query.where((eb) => nameMatches(eb, keyword));
    const documentIds = filter.documentIds;
    if (documentIds !== undefined)
      query = query.where('course.id', 'in', (eb) =>
        eb
          .selectFrom('course_period_doc')
          .select('course_period_doc.course_id')
          .where('course_period_doc.site_id', '=', siteId)
          .where('course_period_doc.document_id', 'in', documentIds.length > 0 ? documentIds : [0]),
      );
    return query;
  };

  return {
    /** How many public courses a filter (or a keyword) finds. */
    count: async (siteId: number, filter: CourseFilter) =>
      countOf(
        await publicCourses(siteId, filter)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirst(),
      ),

    /** One page of public courses, read in the order of an index that holds the whole order (0009). */
    async page(siteId: number, filter: CourseFilter, orderBy: CourseOrderBy, window: PageWindow) {
      let query = publicCourses(siteId, filter).select(cardColumns);
      // Each order ends with the id, so pages never overlap.
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
        // Downloads are the resource module's: the service ranks those itself (course.service.ts).
        case 'downloads':
        case 'default':
          query = query.orderBy('course.sort', 'asc').orderBy('course.id', 'desc');
          break;
      }
      const rows: CourseCardRow[] = await query.limit(window.pageSize).offset(window.offset).execute();
      return rows;
    },

    /**
     * Search: names starting with the keyword first, then popular, then newest. The page's ids come
     * from the narrow name index (the unary + keeps SQLite from walking the popularity index for the
     * order instead), then only those rows are read in full.
     */
    async search(siteId: number, keyword: string, window: PageWindow, kinds?: number[]) {
      const filter = { keyword, courseCategory: kinds };
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
      const found: CourseSearchRow[] = await db
        .selectFrom('course')
        .select([...cardColumns, 'course.introduce'])
        .where('course.site_id', '=', siteId)
        .where('course.id', 'in', ids)
        .execute();
      const byId = new Map(found.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
    },

    findPublicName: async (siteId: number, id: number): Promise<string | undefined> =>
      (await onShelf(db, siteId).select('course.course_name').where('course.id', '=', id).executeTakeFirst())
        ?.course_name,

    /** A public course with everything its page shows. */
    findPublic: (siteId: number, id: number) =>
      onShelf(db, siteId).selectAll('course').where('course.id', '=', id).executeTakeFirst(),

    /** The ids of every public course a filter finds (the downloads order ranks them by the resource module's counts). */
    idsOf: async (siteId: number, filter: CourseFilter): Promise<number[]> =>
      (await publicCourses(siteId, filter).select('course.id').execute()).map((row) => row.id),

    /** Public course cards of these ids (any order). */
    findPublicCards: (siteId: number, ids: number[]): Promise<CourseCardRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : onShelf(db, siteId).select(cardColumns).where('course.id', 'in', ids).execute(),

    /** Course cards of these ids whatever their shelf state (courses a learner owns stay listed). */
    findCards: (siteId: number, ids: number[]): Promise<CourseCardRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('course')
            .select(cardColumns)
            .where('course.site_id', '=', siteId)
            .where('course.id', 'in', ids)
            .execute(),

    findById: (siteId: number, id: number): Promise<CourseAdminRow | undefined> =>
      db
        .selectFrom('course')
        .select(adminColumns)
        .where('course.site_id', '=', siteId)
        .where('course.id', '=', id)
        .executeTakeFirst(),

    async adminPage(siteId: number, filter: AdminCourseFilter, window: PageWindow) {
      let query = db.selectFrom('course').where('course.site_id', '=', siteId);
      if (filter.category) query = query.where(`course.${filter.category.column}`, '=', filter.category.id);
      if (filter.isPutAway !== undefined) query = query.where('course.is_put_away', '=', filter.isPutAway);
      const keyword = filter.keyword;
      if (keyword) {
        query = query.where(sql<boolean>`course.course_name ${like(keyword)} ${containsPattern(keyword)} escape '\\'`);
      }
      return adminPage(query, window);
    },

    setPutAway: (siteId: number, id: number, isPutAway: number, now: number) =>
      db
        .updateTable('course')
        .set({ is_put_away: isPutAway, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Courses filed under a category at its level (any status: an off-shelf course still belongs to it). */
    countInCategory: async (siteId: number, column: CategoryColumn, id: number) =>
      countOf(
        await db
          .selectFrom('course')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('site_id', '=', siteId)
          .where(column, '=', id)
          .executeTakeFirst(),
      ),

    /** The number of on-shelf courses of each of these lecturers. */
    async countByLecturer(siteId: number, lecturerUserIds: number[]): Promise<Map<number, number>> {
      if (lecturerUserIds.length === 0) return new Map();
      const rows = await onShelf(db, siteId)
        .select(['course.lecturer_user_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('course.lecturer_user_id', 'in', lecturerUserIds)
        .groupBy('course.lecturer_user_id')
        .execute();
      return new Map(rows.map((row) => [row.lecturer_user_id, countOf(row)]));
    },

    /** The lecturers of each organisation's on-shelf courses, by organisation (one without any is absent). */
    async lecturerIdsOfOrgs(siteId: number, orgUserIds: number[]): Promise<Map<number, number[]>> {
      if (orgUserIds.length === 0) return new Map();
      const rows = await onShelf(db, siteId)
        .select(['course.org_user_id', 'course.lecturer_user_id'])
        .distinct()
        .where('course.org_user_id', 'in', orgUserIds)
        .where('course.lecturer_user_id', '!=', 0)
        .execute();
      const byOrg = new Map<number, number[]>();
      for (const row of rows) byOrg.set(row.org_user_id, [...(byOrg.get(row.org_user_id) ?? []), row.lecturer_user_id]);
      return byOrg;
    },

    /** A published course in full (any shelf state; the caller decides who may see it off the shelf). */
    findPublished: (siteId: number, id: number): Promise<CourseTable | undefined> =>
      db
        .selectFrom('course')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('status_id', '=', 1)
        .executeTakeFirst(),

    /** Cards of these published courses (any shelf state), in no particular order. */
    cardsByIds: (siteId: number, ids: number[]): Promise<CourseAdminRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('course')
            .select(adminColumns)
            .where('course.site_id', '=', siteId)
            .where('course.id', 'in', ids)
            .where('course.status_id', '=', 1)
            .execute(),

    /** On-shelf courses matching a filter, most bought first, without one course. */
    popular: (siteId: number, filter: CourseFilter, exceptId: number, limit: number): Promise<CourseCardRow[]> =>
      publicCourses(siteId, filter)
        .select(cardColumns)
        .where('course.id', '!=', exceptId)
        .orderBy('course.count_buy', 'desc')
        .orderBy('course.count_study', 'desc')
        .orderBy('course.id', 'desc')
        .limit(limit)
        .execute(),

    /** A lecturer's published courses (any shelf state), newest first. */
    async pageOfLecturer(siteId: number, lecturerUserId: number, window: PageWindow) {
      const query = db
        .selectFrom('course')
        .where('course.site_id', '=', siteId)
        .where('course.status_id', '=', 1)
        .where('course.lecturer_user_id', '=', lecturerUserId);
      return adminPage(query, window);
    },

    /** Ids of a lecturer's published courses. */
    idsOfLecturer: async (siteId: number, lecturerUserId: number) =>
      (
        await db
          .selectFrom('course')
          .select('id')
          .where('site_id', '=', siteId)
          .where('status_id', '=', 1)
          .where('lecturer_user_id', '=', lecturerUserId)
          .execute()
      ).map((row) => row.id),

    /** Counts a new buyer (a grant or a paid order). */
    addBuyer: (siteId: number, id: number) =>
      db
        .updateTable('course')
        .set((eb) => ({ count_buy: eb('count_buy', '+', 1) }))
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),
    /** Counts a learner who began a course. */
    addLearner: (siteId: number, id: number) =>
      db
        .updateTable('course')
        .set((eb) => ({ count_study: eb('count_study', '+', 1) }))
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),
  };
}

export type CourseRepo = ReturnType<typeof createCourseRepo>;
