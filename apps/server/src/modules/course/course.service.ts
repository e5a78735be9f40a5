import {
  SearchType,
  type CourseAdmin,
  type CourseAdminListBody,
  type CourseCategory,
  type CourseCategoryAdmin,
  type CourseCategoryAdminTree,
  type CourseCategorySave,
  type CourseCategoryTree,
  type CourseCategoryUpdate,
  type CourseItem,
  type CourseListBody,
  type CourseSearchBody,
  type CourseSearchItem,
  type Lecturer,
  type OrgAdmin,
  type OrgProfile,
  type OrgSave,
  type Page,
  type PageQuery,
  type SearchHit,
  type Zone,
  type ZoneAdmin,
  type ZoneCourseAdd,
  type ZoneCourseAdmin,
  type ZoneSave,
  type ZoneView,
  type ZoneWithCourses,
} from '@school/contracts';
import { type Cache, cached } from '../../core/cache.ts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import { type IdGenerator, parseId } from '../../core/ids.ts';
import { type PageWindow, pageWindow, toPage } from '../../core/paging.ts';
import { richTextToPlain, sanitizeRichText } from '../../core/rich-text.ts';
import { type Clock, formatDateTime } from '../../core/time.ts';
import type { CourseCategoryTable } from '../../db/schema.ts';
import { highlight, normaliseKeyword, type SearchProvider, type SearchService } from '../search/index.ts';
import * as map from './course.mapper.ts';
import type { CourseFilter, CourseRepo } from './course.repo.ts';

/** The public catalogue (categories, courses, zones, lecturers, organisations) and its operator pages. */
export interface CourseServiceDeps {
  courseRepo: CourseRepo;
  cache: Cache;
  clock: Clock;
  newId: IdGenerator;
}

/**
 * Catalogue reads are cached per site under a version number; every operator edit moves the version
 * on, so all of a site's entries are dropped at once (on every instance, with Redis).
 */
const CATALOGUE_TTL_SECONDS = 300;
const VERSION_TTL_SECONDS = 24 * 3600;
/** Zones keep at most this many courses in the cache; the call asks for up to 50. */
const ZONE_COURSE_CAP = 50;
const MAX_FLOOR = 3;
const SUMMARY_LENGTH = 120;

type CategoryColumn = 'category1_id' | 'category2_id' | 'category3_id';
const columnOfFloor = (floor: number): CategoryColumn =>
  floor === 1 ? 'category1_id' : floor === 2 ? 'category2_id' : 'category3_id';

/** Flattens a tree back into floor order, so a category below a disabled one drops out of both. */
const flatten = (tree: CourseCategoryTree[]): CourseCategory[] => {
  const out: CourseCategory[] = [];
  const walk = (nodes: { children: unknown[] }[]) => {
    for (const node of nodes as (CourseCategory & { children: { children: unknown[] }[] })[]) {
      const { children, ...category } = node;
      out.push(category);
      walk(children);
    }
  };
  walk(tree);
  return out.sort((a, b) => a.floor - b.floor);
};

export function createCourseService({ courseRepo, cache, clock, newId }: CourseServiceDeps) {
  const versionKey = (siteId: number) => `course:${siteId}:version`;

  const catalogueVersion = async (siteId: number): Promise<number> => {
    const current = await cache.get<number>(versionKey(siteId));
    if (current !== undefined) return current;
    const fresh = clock.now();
    await cache.set(versionKey(siteId), fresh, VERSION_TTL_SECONDS);
    return fresh;
  };

  const forgetCatalogue = async (siteId: number): Promise<void> => {
    const current = (await cache.get<number>(versionKey(siteId))) ?? 0;
    await cache.set(versionKey(siteId), Math.max(clock.now(), current + 1), VERSION_TTL_SECONDS);
  };

  const cachedCatalogue = async <T>(siteId: number, part: string, load: () => Promise<T>): Promise<T> =>
    cached(cache, `course:${siteId}:${await catalogueVersion(siteId)}:${part}`, CATALOGUE_TTL_SECONDS, load);

  /** The enabled categories a visitor can reach (a child of a disabled category is hidden too). */
  const publicCategories = (siteId: number) =>
    cachedCatalogue(siteId, 'categories', async () => {
      const rows = await courseRepo.categories.listBySite(siteId, true);
      const tree = map.buildTree(rows.map(map.toCourseCategory)) as CourseCategoryTree[];
      return { tree, flat: flatten(tree) };
    });

  const requireRow = <T>(row: T | undefined, what: string): T => {
    if (!row) throw notFound(`${what}不存在或已被删除`);
    return row;
  };

  /** The path column to filter on for a public category id; unknown or hidden categories are 404. */
  const publicCategoryFilter = async (siteId: number, categoryId: string) => {
    const category = (await publicCategories(siteId)).flat.find((item) => item.id === categoryId);
    if (!category) throw notFound('课程分类不存在或已停用');
    return { column: columnOfFloor(category.floor), id: Number(category.id) };
  };

  const requireCategory = async (siteId: number, id: number) =>
    requireRow(await courseRepo.categories.findById(siteId, id), '课程分类');

  const ensureSiblingNameFree = async (siteId: number, parentId: number, name: string, exceptId?: number) => {
    const siblings = await courseRepo.categories.listBySite(siteId, false);
    const clash = siblings.find(
      (row) => row.parent_id === parentId && row.category_name === name && row.id !== exceptId,
    );
    if (clash) throw wrongState(`同级下已有名为“${name}”的分类`);
  };

  const courseSearchItem = (row: map.CourseRowWithLecturer, keyword: string): CourseSearchItem => ({
    ...map.toCourseItem(row),
    courseNameHighlight: highlight(row.course_name, keyword),
  });

  const searchPage = async (siteId: number, keyword: string, window: PageWindow) => {
    const { rows, total } = await courseRepo.courses.search(siteId, keyword, window);
    return { rows, total };
  };

  const zoneWithCourses = (siteId: number, zoneLocation: number) =>
    cachedCatalogue(siteId, `zoneCourses:${zoneLocation}`, async () => {
      const zones = await courseRepo.zones.listBySite(siteId, true, zoneLocation);
      const rows = await courseRepo.zones.publicCoursesOf(
        siteId,
        zones.map((zone) => zone.id),
      );
      return zones.map((zone): ZoneWithCourses => ({
        ...map.toZone(zone),
        courseList: rows
          .filter((row) => row.zone_id === zone.id)
          .slice(0, ZONE_COURSE_CAP)
          .map(map.toCourseItem),
      }));
    });

  const findZoneCourseAdmin = async (siteId: number, id: number): Promise<ZoneCourseAdmin> =>
    map.toZoneCourseAdmin(requireRow(await courseRepo.zoneCourses.findById(siteId, id), '专区课程'));

  const courseAdmin = async (siteId: number, id: number): Promise<CourseAdmin> =>
    map.toCourseAdmin(requireRow(await courseRepo.courses.findById(siteId, id), '课程'));

  const searchProvider: SearchProvider = {
    async search(siteId, keyword, window): Promise<Page<SearchHit>> {
      const { rows, total } = await searchPage(siteId, keyword, window);
      return toPage(
        rows.map((row) => ({
          type: SearchType.course,
          id: String(row.id),
          title: row.course_name,
          titleHighlight: highlight(row.course_name, keyword),
          summary: richTextToPlain(row.introduce).slice(0, SUMMARY_LENGTH),
          img: row.course_logo,
          url: `/view/${row.id}`,
          price: map.toCourseItem(row).coursePrice,
          isFree: row.is_free === 1 ? 1 : 0,
          gmtCreate: formatDateTime(row.gmt_create),
        })),
        total,
        window,
      );
    },
  };

  return {
    forgetCatalogue,
    searchProvider,

    /** The name of an on-shelf course, for other modules (enquiries); undefined when not public. */
    publicCourseName: async (siteId: number, id: number): Promise<string | undefined> =>
      (await courseRepo.courses.findPublic(siteId, id))?.course_name,

    listCategoriesForSite: async (siteId: number): Promise<CourseCategory[]> => (await publicCategories(siteId)).flat,

    listCategoryTree: async (siteId: number): Promise<CourseCategoryTree[]> => (await publicCategories(siteId)).tree,

    async listCourses(siteId: number, body: CourseListBody): Promise<Page<CourseItem>> {
      const window = pageWindow(body);
      const filter: CourseFilter = {};
      if (body.categoryId !== undefined) filter.category = await publicCategoryFilter(siteId, body.categoryId);
      if (body.courseCategory !== undefined) filter.courseCategory = body.courseCategory;
      if (body.isFree !== undefined) filter.isFree = body.isFree;
      if (body.lecturerUserId !== undefined) filter.lecturerUserId = parseId(body.lecturerUserId);
      const { rows, total } = await courseRepo.courses.page(siteId, filter, body.orderBy ?? 'default', window);
      return toPage(rows.map(map.toCourseItem), total, window);
    },

    async searchCourses(siteId: number, body: CourseSearchBody): Promise<Page<CourseSearchItem>> {
      const keyword = normaliseKeyword(body.keyword);
      const window = pageWindow(body);
      const { rows, total } = await searchPage(siteId, keyword, window);
      return toPage(
        rows.map((row) => courseSearchItem(row, keyword)),
        total,
        window,
      );
    },

    listZones: (siteId: number, zoneLocation?: number): Promise<Zone[]> =>
      cachedCatalogue(siteId, `zones:${zoneLocation ?? 'any'}`, async () =>
        (await courseRepo.zones.listBySite(siteId, true, zoneLocation)).map(map.toZone),
      ),

    async listZoneCourses(siteId: number, zoneLocation: number, courseLimit = 8): Promise<ZoneWithCourses[]> {
      const zones = await zoneWithCourses(siteId, zoneLocation);
      return zones.map((zone) => ({ ...zone, courseList: zone.courseList.slice(0, courseLimit) }));
    },

    async viewZone(siteId: number, id: number, query: PageQuery): Promise<ZoneView> {
      const zone = await courseRepo.zones.findById(siteId, id);
      if (!zone || zone.status_id !== 1) throw notFound('专区不存在或已停用');
      const window = pageWindow(query);
      const { rows, total } = await courseRepo.zones.publicCoursePage(siteId, id, window);
      return { ...map.toZone(zone), coursePage: toPage(rows.map(map.toCourseItem), total, window) };
    },

    listRecommendLecturers: async (siteId: number, limit = 8): Promise<Lecturer[]> =>
      (await courseRepo.lecturers.recommended(siteId, limit)).map(map.toLecturer),

    async viewOrgProfile(siteId: number, userId: number, query: PageQuery): Promise<OrgProfile> {
      const org = await courseRepo.orgs.findPublic(siteId, userId);
      if (!org) throw notFound('机构不存在或未开放主页');
      const window = pageWindow(query);
      const lecturerIds = await courseRepo.lecturers.userIdsOfOrg(siteId, userId);
      const lecturers = await courseRepo.lecturers.recommended(siteId, 50, lecturerIds);
      const { rows, total } = await courseRepo.courses.page(siteId, { orgUserId: userId }, 'default', window);
      return {
        id: String(org.user_id),
        orgName: org.org_name,
        orgLogo: org.org_logo,
        introduce: org.introduce,
        lecturerList: lecturers.map(map.toLecturer),
        coursePage: toPage(rows.map(map.toCourseItem), total, window),
      };
    },

    async adminListCategories(siteId: number): Promise<CourseCategoryAdminTree[]> {
      const rows = await courseRepo.categories.listBySite(siteId, false);
      return map.buildTree(rows.map(map.toCourseCategoryAdmin)) as CourseCategoryAdminTree[];
    },

    async saveCategory(siteId: number, input: CourseCategorySave): Promise<CourseCategoryAdmin> {
      const parentId = Number(input.parentId);
      let floor = 1;
      if (parentId !== 0) {
        const parent = await courseRepo.categories.findById(siteId, parentId);
        if (!parent) throw notFound('上级分类不存在或已被删除');
        if (parent.floor >= MAX_FLOOR) throw badRequest(`课程分类最多 ${MAX_FLOOR} 级`);
        floor = parent.floor + 1;
      }
      const name = input.categoryName.trim();
      if (name === '') throw badRequest('参数错误：categoryName 不能为空');
      await ensureSiblingNameFree(siteId, parentId, name);
      const now = clock.now();
      const row: CourseCategoryTable = {
        id: newId(),
        site_id: siteId,
        status_id: input.statusId,
        gmt_create: now,
        gmt_modified: now,
        parent_id: parentId,
        category_name: name,
        floor,
        sort: input.sort,
        remark: input.remark.trim(),
      };
      await courseRepo.transaction((tx) => courseRepo.categories.insert(row, tx));
      await forgetCatalogue(siteId);
      return map.toCourseCategoryAdmin(row);
    },

    async updateCategory(siteId: number, input: CourseCategoryUpdate): Promise<CourseCategoryAdmin> {
      const id = Number(input.id);
      const current = await requireCategory(siteId, id);
      const name = input.categoryName.trim();
      if (name === '') throw badRequest('参数错误：categoryName 不能为空');
      await ensureSiblingNameFree(siteId, current.parent_id, name, id);
      await courseRepo.transaction((tx) =>
        courseRepo.categories.update(
          siteId,
          id,
          { category_name: name, sort: input.sort, status_id: input.statusId, remark: input.remark.trim() },
          clock.now(),
          tx,
        ),
      );
      await forgetCatalogue(siteId);
      return map.toCourseCategoryAdmin(await requireCategory(siteId, id));
    },

    async deleteCategory(siteId: number, id: number): Promise<null> {
      const category = await requireCategory(siteId, id);
      if ((await courseRepo.categories.countChildren(siteId, id)) > 0) throw wrongState('请先删除该分类下的子分类');
      if ((await courseRepo.categories.countCourses(siteId, columnOfFloor(category.floor), id)) > 0) {
        throw wrongState('该分类下还有课程，不能删除');
      }
      await courseRepo.transaction((tx) => courseRepo.categories.deleteById(siteId, id, tx));
      await forgetCatalogue(siteId);
      return null;
    },

    async adminListCourses(siteId: number, body: CourseAdminListBody): Promise<Page<CourseAdmin>> {
      const window = pageWindow(body);
      let category: { column: CategoryColumn; id: number } | undefined;
      if (body.categoryId !== undefined) {
        const row = await requireCategory(siteId, Number(body.categoryId));
        category = { column: columnOfFloor(row.floor), id: row.id };
      }
      const keyword = body.keyword?.trim();
      const { rows, total } = await courseRepo.courses.adminPage(
        siteId,
        {
          ...(keyword ? { keyword } : {}),
          ...(category ? { category } : {}),
          ...(body.isPutAway !== undefined ? { isPutAway: body.isPutAway } : {}),
        },
        window,
      );
      return toPage(rows.map(map.toCourseAdmin), total, window);
    },

    async standCourse(siteId: number, id: number, isPutAway: 0 | 1): Promise<CourseAdmin> {
      await courseAdmin(siteId, id);
      await courseRepo.transaction((tx) => courseRepo.courses.setPutAway(siteId, id, isPutAway, clock.now(), tx));
      await forgetCatalogue(siteId);
      return courseAdmin(siteId, id);
    },

    adminListZones: async (siteId: number): Promise<ZoneAdmin[]> =>
      (await courseRepo.zones.listBySite(siteId, false)).map(map.toZoneAdmin),

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
      await courseRepo.transaction((tx) => courseRepo.zones.insert(row, tx));
      await forgetCatalogue(siteId);
      return map.toZoneAdmin(row);
    },

    async updateZone(siteId: number, id: number, input: ZoneSave): Promise<ZoneAdmin> {
      requireRow(await courseRepo.zones.findById(siteId, id), '专区');
      const name = input.zoneName.trim();
      if (name === '') throw badRequest('参数错误：zoneName 不能为空');
      await courseRepo.transaction((tx) =>
        courseRepo.zones.update(
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
          tx,
        ),
      );
      await forgetCatalogue(siteId);
      return map.toZoneAdmin(requireRow(await courseRepo.zones.findById(siteId, id), '专区'));
    },

    async deleteZone(siteId: number, id: number): Promise<null> {
      requireRow(await courseRepo.zones.findById(siteId, id), '专区');
      await courseRepo.transaction(async (tx) => {
        await courseRepo.zoneCourses.deleteByZone(siteId, id, tx);
        await courseRepo.zones.deleteById(siteId, id, tx);
      });
      await forgetCatalogue(siteId);
      return null;
    },

    async adminListZoneCourses(siteId: number, zoneId: number): Promise<ZoneCourseAdmin[]> {
      requireRow(await courseRepo.zones.findById(siteId, zoneId), '专区');
      return (await courseRepo.zoneCourses.listByZone(siteId, zoneId)).map(map.toZoneCourseAdmin);
    },

    async addZoneCourse(siteId: number, input: ZoneCourseAdd): Promise<ZoneCourseAdmin> {
      const zoneId = Number(input.zoneId);
      const courseId = Number(input.courseId);
      requireRow(await courseRepo.zones.findById(siteId, zoneId), '专区');
      requireRow(await courseRepo.courses.findById(siteId, courseId), '课程');
      if (await courseRepo.zoneCourses.findByZoneAndCourse(siteId, zoneId, courseId)) {
        throw wrongState('该课程已在专区中');
      }
      const now = clock.now();
      const id = newId();
      await courseRepo.transaction((tx) =>
        courseRepo.zoneCourses.insert(
          {
            id,
            site_id: siteId,
            status_id: 1,
            gmt_create: now,
            gmt_modified: now,
            zone_id: zoneId,
            course_id: courseId,
            sort: input.sort,
          },
          tx,
        ),
      );
      await forgetCatalogue(siteId);
      return findZoneCourseAdmin(siteId, id);
    },

    async sortZoneCourse(siteId: number, id: number, sort: number): Promise<ZoneCourseAdmin> {
      await findZoneCourseAdmin(siteId, id);
      await courseRepo.transaction((tx) => courseRepo.zoneCourses.setSort(siteId, id, sort, clock.now(), tx));
      await forgetCatalogue(siteId);
      return findZoneCourseAdmin(siteId, id);
    },

    async deleteZoneCourse(siteId: number, id: number): Promise<null> {
      await findZoneCourseAdmin(siteId, id);
      await courseRepo.transaction((tx) => courseRepo.zoneCourses.deleteById(siteId, id, tx));
      await forgetCatalogue(siteId);
      return null;
    },

    adminListOrgs: async (siteId: number): Promise<OrgAdmin[]> =>
      (await courseRepo.orgs.listBySite(siteId)).map(map.toOrgAdmin),

    async saveOrg(siteId: number, input: OrgSave): Promise<OrgAdmin> {
      const userId = Number(input.id);
      const user = requireRow(await courseRepo.orgs.findOrgUser(siteId, userId), '机构用户');
      if (user.user_type !== 3) throw badRequest('该用户不是机构账号');
      const name = input.orgName.trim();
      if (name === '') throw badRequest('参数错误：orgName 不能为空');
      const fields = {
        org_name: name,
        org_logo: input.orgLogo,
        introduce: sanitizeRichText(input.introduce),
        sort: input.sort,
        status_id: input.statusId,
      };
      const now = clock.now();
      const existing = await courseRepo.orgs.findByUser(siteId, userId);
      await courseRepo.transaction(async (tx) => {
        if (existing) await courseRepo.orgs.update(siteId, userId, fields, now, tx);
        else
          await courseRepo.orgs.insert(
            { id: newId(), site_id: siteId, user_id: userId, gmt_create: now, gmt_modified: now, ...fields },
            tx,
          );
      });
      return map.toOrgAdmin(requireRow(await courseRepo.orgs.findByUser(siteId, userId), '机构主页'));
    },
  };
}

export type CourseService = ReturnType<typeof createCourseService>;

/** Course search answers type 1 of the site-wide search (decision 0008). */
export function registerCourseSearch(search: Pick<SearchService, 'register'>, course: CourseService): void {
  search.register(SearchType.course, course.searchProvider);
}
