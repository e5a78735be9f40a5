import { type Keeping, keptReads } from '../../core/cache.ts';
import { pageRows } from '../../core/sql.ts';
import { type Db, moduleTables } from '../../db/schema.ts';
import type { CourseCollectionTable, CourseTables } from './course.tables.ts';

const versionKey = (siteId: number, userId: number) => `collection-version:${siteId}:${userId}`;
const KEPT_READERS = 10_000;
const KEPT_MS = 300_000;

/**
 * Learners' saved courses. With `versions`, the ids of a reader's saved courses (the course page asks
 * whether this one is among them) are kept in the process under a version per reader that every write
 * here moves (decision 0093).
 */
export function createCollectionRepo(database: Db, keeping?: Keeping) {
  const { db } = moduleTables<CourseTables>(database);
  const kept = keptReads<ReadonlySet<number>>(keeping, { max: KEPT_READERS, ttlMs: KEPT_MS });
  const changed = (siteId: number, userId: number) => kept.changed(versionKey(siteId, userId));
  const savedIds = async (siteId: number, userId: number): Promise<ReadonlySet<number>> =>
    new Set(
      (
        await db
          .selectFrom('course_collection')
          .select('course_id')
          .where('site_id', '=', siteId)
          .where('user_id', '=', userId)
          .execute()
      ).map((row) => row.course_id),
    );
  return {
    /** Adds the course unless it is saved already (the unique key settles a double click). */
    async insertIfMissing(row: CourseCollectionTable) {
      await db
        .insertInto('course_collection')
        .values(row)
        .onConflict((conflict) => conflict.columns(['site_id', 'user_id', 'course_id']).doNothing())
        .execute();
      await changed(row.site_id, row.user_id);
    },
    /** Whether the reader has saved the course (kept, see above). */
    async has(siteId: number, userId: number, courseId: number): Promise<boolean> {
      const saved = await kept.get(`${siteId}:${userId}`, [versionKey(siteId, userId)], () => savedIds(siteId, userId));
      return saved.has(courseId);
    },
    async deleteByCourse(siteId: number, userId: number, courseId: number) {
      await db
        .deleteFrom('course_collection')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .execute();
      await changed(siteId, userId);
    },
    async deleteByIds(siteId: number, userId: number, ids: number[]) {
      const result = await db
        .deleteFrom('course_collection')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .executeTakeFirst();
      await changed(siteId, userId);
      return result;
    },
    async page(siteId: number, userId: number, courseCategory: number | undefined, offset: number, limit: number) {
      let query = db.selectFrom('course_collection').where('site_id', '=', siteId).where('user_id', '=', userId);
      if (courseCategory !== undefined)
        query = query.where('course_id', 'in', (sub) =>
          sub
            .selectFrom('course')
            .select('course.id')
            .where('course.site_id', '=', siteId)
            .where('course.course_category', '=', courseCategory),
        );
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
  };
}

export type CollectionRepo = ReturnType<typeof createCollectionRepo>;
