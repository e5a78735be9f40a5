import type {
  PageQuery,
  Zone,
  ZoneAdmin,
  ZoneCourseAdd,
  ZoneCourseAdmin,
  ZoneSave,
  ZoneView,
  ZoneWithCourses,
} from '@school/contracts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import type { Catalogue } from './catalogue.ts';
import type { WithLecturerNames } from './course-cards.ts';
import type { ReaderPrices } from './reader-price.ts';
import * as map from './course.mapper.ts';
import type { CourseService } from './course.service.ts';
import type { ZoneRepo } from './zone.repo.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** Zones (curated sections of courses on the home page, `/terrace/{id}`) and the operator's editing of them. */
export interface ZoneServiceDeps {
  zoneRepo: ZoneRepo;
  courses: Pick<CourseService, 'findCourse'>;
  withLecturerNames: WithLecturerNames;
  readerPrices: ReaderPrices;
  catalogue: Catalogue;
  transact: Transact;
  clock: Clock;
  newId: IdGenerator;
}

/** Zones keep at most this many courses in the cache; the call asks for up to 50. */
const ZONE_COURSE_CAP = 50;

export function createZoneService({
  zoneRepo,
  courses,
  withLecturerNames,
  readerPrices,
  catalogue,
  transact,
  clock,
  newId,
}: ZoneServiceDeps) {
  const requireZone = async (siteId: number, id: number) => {
    const zone = await zoneRepo.zones.findById(siteId, id);
    if (!zone) throw notFound('专区不存在或已被删除');
    return zone;
  };

  const findZoneCourseAdmin = async (siteId: number, id: number): Promise<ZoneCourseAdmin> => {
    const row = await zoneRepo.zoneCourses.findById(siteId, id);
    if (!row) throw notFound('专区课程不存在或已被删除');
    return map.toZoneCourseAdmin(row);
  };

  // Kept as objects in this process like a list page (the home page asks on every visit; parsing the
  // shared cache's copy was most of the call), and for as long: the cards show buyer counts.
  const zoneWithCourses = (siteId: number, zoneLocation: number) =>
    catalogue.keptPage(siteId, `zoneCourses:${zoneLocation}`, async () => {
      const zones = await zoneRepo.zones.listBySite(siteId, true, zoneLocation);
      const rows = await zoneRepo.zones.publicCoursesOf(
        siteId,
        zones.map((zone) => zone.id),
      );
      const items = await withLecturerNames(siteId, rows, (row, lecturerName) => ({
        zoneId: row.zone_id,
        item: map.toCourseItem(row, lecturerName),
      }));
      return zones.map((zone): ZoneWithCourses => ({
        ...map.toZone(zone),
        courseList: items
          .filter((entry) => entry.zoneId === zone.id)
          .slice(0, ZONE_COURSE_CAP)
          .map((entry) => entry.item),
      }));
    });

  return {
    listZones: (siteId: number, zoneLocation?: number): Promise<Zone[]> =>
      catalogue.cached(siteId, `zones:${zoneLocation ?? 'any'}`, async () =>
        (await zoneRepo.zones.listBySite(siteId, true, zoneLocation)).map(map.toZone),
      ),

    async listZoneCourses(siteId: number, zoneLocation: number, courseLimit = 8): Promise<ZoneWithCourses[]> {
      const kept = await zoneWithCourses(siteId, zoneLocation);
      const priced = await readerPrices.pricedWithin(
        siteId,
        kept,
        () => kept.flatMap((zone) => zone.courseList),
        (list) => {
          let start = 0;
          return kept.map((zone) => ({ ...zone, courseList: list.slice(start, (start += zone.courseList.length)) }));
        },
      );
      return priced.map((zone) => ({ ...zone, courseList: zone.courseList.slice(0, courseLimit) }));
    },

    async viewZone(siteId: number, id: number, query: PageQuery): Promise<ZoneView> {
      const zone = await zoneRepo.zones.findById(siteId, id);
      if (!zone || zone.status_id !== 1) throw notFound('专区不存在或已停用');
      const window = pageWindow(query);
      const { rows, total } = await zoneRepo.zones.publicCoursePage(siteId, id, window);
      const items = await withLecturerNames(siteId, rows, map.toCourseItem);
      return { ...map.toZone(zone), coursePage: toPage(await readerPrices.priced(siteId, items), total, window) };
    },

    adminListZones: async (siteId: number): Promise<ZoneAdmin[]> =>
      (await zoneRepo.zones.listBySite(siteId, false)).map(map.toZoneAdmin),

    async saveZone(siteId: number, input: ZoneSave): Promise<ZoneAdmin> {
      const now = clock.now();
      const row = {
        id: newId(),
        site_id: siteId,
        status_id: input.statusId,
        gmt_create: now,
        gmt_modified: now,
        zone_name: input.zoneName.trim(),
        zone_desc: input.zoneDesc.trim(),
        zone_location: input.zoneLocation,
        sort: input.sort,
      };
      if (row.zone_name === '') throw badRequest('参数错误：zoneName 不能为空');
      await zoneRepo.zones.insert(row);
      await catalogue.forget(siteId);
      return map.toZoneAdmin(row);
    },

    async updateZone(siteId: number, id: number, input: ZoneSave): Promise<ZoneAdmin> {
      await requireZone(siteId, id);
      const name = input.zoneName.trim();
      if (name === '') throw badRequest('参数错误：zoneName 不能为空');
      await zoneRepo.zones.update(
        siteId,
        id,
        {
          zone_name: name,
          zone_desc: input.zoneDesc.trim(),
          zone_location: input.zoneLocation,
          sort: input.sort,
          status_id: input.statusId,
        },
        clock.now(),
      );
      await catalogue.forget(siteId);
      return map.toZoneAdmin(await requireZone(siteId, id));
    },

    async deleteZone(siteId: number, id: number): Promise<null> {
      await requireZone(siteId, id);
      await transact(async (tx) => {
        await zoneRepo.zoneCourses.deleteByZone(siteId, id, tx);
        await zoneRepo.zones.deleteById(siteId, id, tx);
      });
      await catalogue.forget(siteId);
      return null;
    },

    async adminListZoneCourses(siteId: number, zoneId: number): Promise<ZoneCourseAdmin[]> {
      await requireZone(siteId, zoneId);
      return (await zoneRepo.zoneCourses.listByZone(siteId, zoneId)).map(map.toZoneCourseAdmin);
    },

    async addZoneCourse(siteId: number, input: ZoneCourseAdd): Promise<ZoneCourseAdmin> {
      const zoneId = Number(input.zoneId);
      const courseId = Number(input.courseId);
      await requireZone(siteId, zoneId);
      if (!(await courses.findCourse(siteId, courseId))) throw notFound('课程不存在或已被删除');
      if (await zoneRepo.zoneCourses.findByZoneAndCourse(siteId, zoneId, courseId)) {
        throw wrongState('该课程已在专区中');
      }
      const now = clock.now();
      const id = newId();
      await zoneRepo.zoneCourses.insert({
        ...newBusinessRow(id, siteId, now),
        zone_id: zoneId,
        course_id: courseId,
        sort: input.sort,
      });
      await catalogue.forget(siteId);
      return findZoneCourseAdmin(siteId, id);
    },

    async sortZoneCourse(siteId: number, id: number, sort: number): Promise<ZoneCourseAdmin> {
      await findZoneCourseAdmin(siteId, id);
      await zoneRepo.zoneCourses.setSort(siteId, id, sort, clock.now());
      await catalogue.forget(siteId);
      return findZoneCourseAdmin(siteId, id);
    },

    async deleteZoneCourse(siteId: number, id: number): Promise<null> {
      await findZoneCourseAdmin(siteId, id);
      await zoneRepo.zoneCourses.deleteById(siteId, id);
      await catalogue.forget(siteId);
      return null;
    },
  };
}

export type ZoneService = ReturnType<typeof createZoneService>;
