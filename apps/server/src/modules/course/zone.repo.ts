import type { PageWindow } from '../../core/paging.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import { cardColumns, type CourseCardRow, onShelf } from './course.repo.ts';
import type { CourseTables, ZoneCourseTable, ZoneTable } from './course.tables.ts';

/** Queries of zones and the courses placed in them; every one is scoped by site. */

export type ZoneFields = Omit<ZoneTable, 'id' | 'site_id' | 'gmt_create' | 'gmt_modified'>;

const zoneCourseColumns = [
  'zone_course.id',
  'zone_course.zone_id',
  'zone_course.course_id',
  'zone_course.sort',
  'course.course_name',
  'course.course_logo',
  'course.is_put_away',
] as const;

export function createZoneRepo(database: Db) {
  const { db, on } = moduleTables<CourseTables>(database);

  /** A zone's on-shelf courses, in the zone's order. */
  const publicCoursesIn = (siteId: number) =>
    onShelf(db, siteId)
      .innerJoin('zone_course', (join) =>
        join.onRef('zone_course.course_id', '=', 'course.id').onRef('zone_course.site_id', '=', 'course.site_id'),
      )
      .orderBy('zone_course.sort')
      .orderBy('zone_course.id');

  const withCourse = (siteId: number) =>
    db
      .selectFrom('zone_course')
      .innerJoin('course', (join) =>
        join.onRef('course.id', '=', 'zone_course.course_id').onRef('course.site_id', '=', 'zone_course.site_id'),
      )
      .select(zoneCourseColumns)
      .where('zone_course.site_id', '=', siteId);

  return {
    zones: {
      listBySite: (siteId: number, onlyEnabled: boolean, zoneLocation?: number) => {
        let query = db.selectFrom('zone').selectAll().where('site_id', '=', siteId);
        if (onlyEnabled) query = query.where('status_id', '=', 1);
        if (zoneLocation !== undefined) query = query.where('zone_location', '=', zoneLocation);
        return query.orderBy('sort').orderBy('id').execute();
      },
      findById: (siteId: number, id: number) =>
        db.selectFrom('zone').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
      insert: (row: ZoneTable) => db.insertInto('zone').values(row).execute(),
      update: (siteId: number, id: number, fields: ZoneFields, now: number) =>
        db
          .updateTable('zone')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
      deleteById: (siteId: number, id: number, tx: Tx) =>
        on(tx).deleteFrom('zone').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),

      /** On-shelf courses of the given zones, each zone in its own order. */
      publicCoursesOf: (siteId: number, zoneIds: number[]): Promise<(CourseCardRow & { zone_id: number })[]> =>
        zoneIds.length === 0
          ? Promise.resolve([])
          : publicCoursesIn(siteId)
              .select(cardColumns)
              .select('zone_course.zone_id')
              .where('zone_course.zone_id', 'in', zoneIds)
              .execute(),

      async publicCoursePage(siteId: number, zoneId: number, window: PageWindow) {
        const inZone = () => publicCoursesIn(siteId).where('zone_course.zone_id', '=', zoneId);
        const countRow = await inZone()
          .clearOrderBy()
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirst();
        const total = Number(countRow?.count ?? 0);
        if (total === 0 || window.offset >= total) return { rows: [], total };
        const rows: CourseCardRow[] = await inZone()
          .select(cardColumns)
          .limit(window.pageSize)
          .offset(window.offset)
          .execute();
        return { rows, total };
      },
    },

    zoneCourses: {
      listByZone: (siteId: number, zoneId: number) =>
        withCourse(siteId)
          .where('zone_course.zone_id', '=', zoneId)
          .orderBy('zone_course.sort')
          .orderBy('zone_course.id')
          .execute(),
      findById: (siteId: number, id: number) => withCourse(siteId).where('zone_course.id', '=', id).executeTakeFirst(),
      findByZoneAndCourse: (siteId: number, zoneId: number, courseId: number) =>
        db
          .selectFrom('zone_course')
          .select('id')
          .where('site_id', '=', siteId)
          .where('zone_id', '=', zoneId)
          .where('course_id', '=', courseId)
          .executeTakeFirst(),
      insert: (row: ZoneCourseTable) => db.insertInto('zone_course').values(row).execute(),
      setSort: (siteId: number, id: number, sort: number, now: number) =>
        db
          .updateTable('zone_course')
          .set({ sort, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
      deleteById: (siteId: number, id: number) =>
        db.deleteFrom('zone_course').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
      deleteByZone: (siteId: number, zoneId: number, tx: Tx) =>
        on(tx).deleteFrom('zone_course').where('site_id', '=', siteId).where('zone_id', '=', zoneId).execute(),
    },
  };
}

export type ZoneRepo = ReturnType<typeof createZoneRepo>;
