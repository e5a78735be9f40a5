import { countRows } from '../../core/sql.ts';
import { type Db, tablesOf } from '../../db/schema.ts';
import type { CourseTables } from './course.tables.ts';

/** Published chapters and lessons (periods); every query is scoped by site and reads enabled rows only. */
export function createChapterRepo(database: Db) {
  const db = tablesOf<CourseTables>(database);
  const chapters = (siteId: number) =>
    db.selectFrom('course_chapter').where('site_id', '=', siteId).where('status_id', '=', 1);
  const periods = (siteId: number) =>
    db.selectFrom('course_period').where('site_id', '=', siteId).where('status_id', '=', 1);

  return {
    listChapters: (siteId: number, courseId: number) =>
      chapters(siteId).selectAll().where('course_id', '=', courseId).orderBy('sort').orderBy('id').execute(),

    async pageChapters(siteId: number, courseId: number, offset: number, limit: number) {
      const query = chapters(siteId).where('course_id', '=', courseId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },

    findChapter: (siteId: number, id: number) => chapters(siteId).selectAll().where('id', '=', id).executeTakeFirst(),

    /** Lessons of a course (or of some of its chapters), in chapter then lesson order. */
    listPeriods: (siteId: number, courseId: number, chapterIds?: number[]) => {
      let query = periods(siteId).selectAll().where('course_id', '=', courseId);
      if (chapterIds) {
        if (chapterIds.length === 0) return Promise.resolve([]);
        query = query.where('chapter_id', 'in', chapterIds);
      }
      return query.orderBy('sort').orderBy('id').execute();
    },

    findPeriod: (siteId: number, id: number) => periods(siteId).selectAll().where('id', '=', id).executeTakeFirst(),

    findPeriods: (siteId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : periods(siteId).select(['id', 'course_id', 'period_name']).where('id', 'in', ids).execute(),

    /** Lessons per course: all of them, and those free by their own or their chapter's flag. */
    async countPeriods(siteId: number, courseIds: number[]) {
      const counts = new Map<number, { total: number; free: number }>();
      if (courseIds.length === 0) return counts;
      const rows = await db
        .selectFrom('course_period')
        .innerJoin('course_chapter', 'course_chapter.id', 'course_period.chapter_id')
        .select(['course_period.course_id', 'course_period.is_free', 'course_chapter.is_free as chapter_free'])
        .where('course_period.site_id', '=', siteId)
        .where('course_chapter.site_id', '=', siteId)
        .where('course_period.status_id', '=', 1)
        .where('course_chapter.status_id', '=', 1)
        .where('course_period.course_id', 'in', courseIds)
        .execute();
      for (const row of rows) {
        const count = counts.get(row.course_id) ?? { total: 0, free: 0 };
        count.total += 1;
        if (row.is_free === 1 || row.chapter_free === 1) count.free += 1;
        counts.set(row.course_id, count);
      }
      return counts;
    },
  };
}

export type ChapterRepo = ReturnType<typeof createChapterRepo>;
