import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import { type Copy, draftPairQueries, publishDrafts } from './draft-copies.ts';
import type { CourseChapterTable, CoursePeriodTable, CoursePicTable, CourseTables } from './course.tables.ts';

/**
 * Chapters, lessons (periods) and their pictures, published or draft: the two kinds of rows share their
 * columns and ids (ARCHITECTURE §5), so one set of queries serves both. Every query names the site.
 */
const chapterTable = { published: 'course_chapter', draft: 'course_chapter_audit', owner: 'course_id' } as const;
const periodTable = { published: 'course_period', draft: 'course_period_audit', owner: 'course_id' } as const;
const picTable = { published: 'course_pic', draft: 'course_pic_audit', owner: 'course_id' } as const;

const chapters = draftPairQueries<CourseChapterTable>(chapterTable);
const periods = draftPairQueries<CoursePeriodTable>(periodTable);
const pics = draftPairQueries<CoursePicTable>(picTable);

export function createLessonRepo(database: Db) {
  const { db, on } = moduleTables<CourseTables>(database);
  return {
    chaptersOf: (copy: Copy, siteId: number, courseId: number, tx?: Tx) =>
      chapters.ofOwner(tx ?? database, copy, siteId, courseId),
    findChapter: (copy: Copy, siteId: number, id: number) => chapters.find(database, copy, siteId, id),
    insertChapter: (row: CourseChapterTable, tx?: Tx) => chapters.insertDraft(tx ?? database, row),
    updateChapter: (siteId: number, id: number, changes: Partial<CourseChapterTable>, tx?: Tx) =>
      chapters.updateDraft(tx ?? database, siteId, id, changes),
    deleteChapter: async (siteId: number, id: number, tx?: Tx) => {
      const handle = on(tx);
      await handle.deleteFrom('course_pic_audit').where('site_id', '=', siteId).where('chapter_id', '=', id).execute();
      await handle
        .deleteFrom('course_period_audit')
        .where('site_id', '=', siteId)
        .where('chapter_id', '=', id)
        .execute();
      await handle.deleteFrom('course_chapter_audit').where('site_id', '=', siteId).where('id', '=', id).execute();
    },

    periodsOfCourse: (copy: Copy, siteId: number, courseId: number, tx?: Tx) =>
      periods.ofOwner(tx ?? database, copy, siteId, courseId),
    periodsOfChapter: (copy: Copy, siteId: number, chapterId: number): Promise<CoursePeriodTable[]> =>
      db
        .selectFrom(periodTable[copy])
        .selectAll()
        .where('site_id', '=', siteId)
        .where('chapter_id', '=', chapterId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    findPeriod: (copy: Copy, siteId: number, id: number) => periods.find(database, copy, siteId, id),
    findPeriods: (copy: Copy, siteId: number, ids: number[]): Promise<CoursePeriodTable[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom(periodTable[copy]).selectAll().where('site_id', '=', siteId).where('id', 'in', ids).execute(),
    insertPeriod: (row: CoursePeriodTable, tx?: Tx) => periods.insertDraft(tx ?? database, row),
    updatePeriod: (siteId: number, id: number, changes: Partial<CoursePeriodTable>, tx?: Tx) =>
      periods.updateDraft(tx ?? database, siteId, id, changes),
    deletePeriod: async (siteId: number, id: number, tx?: Tx) => {
      const handle = on(tx);
      await handle.deleteFrom('course_pic_audit').where('site_id', '=', siteId).where('period_id', '=', id).execute();
      await handle.deleteFrom('course_period_audit').where('site_id', '=', siteId).where('id', '=', id).execute();
    },
    /** How many lessons each of these published courses has. */
    async countPublishedPeriods(siteId: number, courseIds: number[]): Promise<Map<number, number>> {
      if (courseIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('course_period')
        .select(['course_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('site_id', '=', siteId)
        .where('course_id', 'in', courseIds)
        .groupBy('course_id')
        .execute();
      return new Map(rows.map((row) => [row.course_id, Number(row.count)]));
    },
    /** Lessons of my drafts that use this video. */
    /** A lesson draft of the lecturer's live courses (one channel each) whose time meets [begin, end), but `exceptId`. */
    overlappingLiveLesson: (siteId: number, lecturerUserId: number, begin: number, end: number, exceptId: number) =>
      db
        .selectFrom('course_period_audit as p')
        .innerJoin('course_audit as c', (join) =>
          join.onRef('c.id', '=', 'p.course_id').onRef('c.site_id', '=', 'p.site_id'),
        )
        .select(['p.id', 'p.period_name', 'p.live_begin', 'p.live_end'])
        .where('p.site_id', '=', siteId)
        .where('c.lecturer_user_id', '=', lecturerUserId)
        .where('c.course_category', '=', 2)
        .where('p.id', '!=', exceptId)
        .where('p.live_begin', '<', end)
        .where('p.live_end', '>', begin)
        .executeTakeFirst(),
    draftPeriodsWithVideo: (siteId: number, videoId: number) =>
      db
        .selectFrom('course_period_audit')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('video_id', '=', videoId)
        .execute(),

    picsOfCourse: (copy: Copy, siteId: number, courseId: number, tx?: Tx) =>
      pics.ofOwner(tx ?? database, copy, siteId, courseId),
    /** The draft pictures of a chapter (periodId 0) or of a lesson. */
    draftPicsOf: (siteId: number, chapterId: number, periodId: number) =>
      db
        .selectFrom('course_pic_audit')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('chapter_id', '=', chapterId)
        .where('period_id', '=', periodId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    findDraftPic: (siteId: number, id: number) => pics.find(database, 'draft', siteId, id),
    insertPic: (row: CoursePicTable, tx?: Tx) => pics.insertDraft(tx ?? database, row),
    deleteDraftPic: (siteId: number, id: number, tx?: Tx) => pics.deleteDraft(tx ?? database, siteId, id),
    deleteDraftPicsOf: (siteId: number, chapterId: number, periodId: number, tx?: Tx) =>
      on(tx)
        .deleteFrom('course_pic_audit')
        .where('site_id', '=', siteId)
        .where('chapter_id', '=', chapterId)
        .where('period_id', '=', periodId)
        .execute(),

    /** An approval: the course's draft chapters, lessons and pictures replace the published ones. */
    async publishDrafts(siteId: number, courseId: number, tx: Tx) {
      for (const pair of [chapterTable, periodTable, picTable]) await publishDrafts(pair, siteId, courseId, tx);
    },

    /** Chapters and lessons of each of these courses, published or draft. */
    async countsOf(copy: Copy, siteId: number, courseIds: number[]) {
      const counts = new Map<number, { chapters: number; periods: number }>();
      if (courseIds.length === 0) return counts;
      const [chapters, periods] = await Promise.all(
        [chapterTable[copy], periodTable[copy]].map((table) =>
          db
            .selectFrom(table)
            .select(['course_id', (eb) => eb.fn.countAll<number>().as('count')])
            .where('site_id', '=', siteId)
            .where('course_id', 'in', courseIds)
            .groupBy('course_id')
            .execute(),
        ),
      );
      for (const id of courseIds) counts.set(id, { chapters: 0, periods: 0 });
      for (const row of chapters!) counts.get(row.course_id)!.chapters = Number(row.count);
      for (const row of periods!) counts.get(row.course_id)!.periods = Number(row.count);
      return counts;
    },
  };
}

export type LessonRepo = ReturnType<typeof createLessonRepo>;
