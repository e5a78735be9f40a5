import {
  CourseKind,
  SearchType,
  type CourseAdmin,
  type CourseAdminListBody,
  type CourseItem,
  type CourseListBody,
  type CourseOrderBy,
  type CourseSearchBody,
  type CourseSearchItem,
  type DocFileType,
  type Lecturer,
  type Page,
  type SearchHit,
} from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import { parseId } from '../../core/ids.ts';
import { type PageWindow, pageWindow, toPage } from '../../core/paging.ts';
import { richTextToPlain } from '../../core/rich-text.ts';
import { type Clock, formatDateTime } from '../../core/time.ts';
import { highlight, normaliseKeyword, type SearchProvider, type SearchService } from '../search/index.ts';
import type { DocumentAccess, DocumentService } from '../resource/index.ts';
import type { LecturerService } from '../user/index.ts';
import type { Catalogue } from './catalogue.ts';
import type { CategoryService } from './category.service.ts';
import type { WithLecturerNames } from './course-cards.ts';
import type { ReaderPrices } from './reader-price.ts';
import * as map from './course.mapper.ts';
import type { CourseCardRow, CourseFilter, CourseRepo, CourseSearchRow } from './course.repo.ts';
import { isDocumentKind } from './document-lessons.ts';

/** Public course lists and search, the recommended lecturers, and the operator's course list and shelf. */
export interface CourseServiceDeps {
  courseRepo: CourseRepo;
  categories: Pick<CategoryService, 'publicFilter' | 'adminFilter'>;
  lecturers: Pick<LecturerService, 'listEnabled'>;
  withLecturerNames: WithLecturerNames;
  readerPrices: ReaderPrices;
  catalogue: Pick<Catalogue, 'forget' | 'keptPage' | 'keptCount'>;
  /** How often resource packs and library documents were downloaded (the resource module's logs). */
  downloads: Pick<DocumentAccess, 'courseDownloadCounts'>;
  /** Which documents are of a file type (the resource module's), for the file-type filter. */
  documents: Pick<DocumentService, 'idsOfFileType'>;
  clock: Clock;
}

/** A public list's filter as the caller gives it; the file type is resolved to documents when the page is read. */
type ListFilter = Omit<CourseFilter, 'documentIds'> & { fileType?: DocFileType };

const SUMMARY_LENGTH = 120;

export function createCourseService({
  courseRepo,
  categories,
  lecturers,
  withLecturerNames,
  readerPrices,
  catalogue,
  downloads,
  documents,
  clock,
}: CourseServiceDeps) {
  /** Resource and library cards carry their download counts. */
  const withDownloadCounts = async (siteId: number, items: CourseItem[]): Promise<CourseItem[]> => {
    const documentItems = items.filter((item) => isDocumentKind(item.courseCategory));
    if (documentItems.length === 0) return items;
    const counts = await downloads.courseDownloadCounts(
      siteId,
      documentItems.map((item) => Number(item.id)),
    );
    return items.map((item) =>
      isDocumentKind(item.courseCategory) ? { ...item, countDownload: counts.get(Number(item.id)) ?? 0 } : item,
    );
  };

  /** A page of the most downloaded items (then the newest): the counts live in the resource module. */
  const mostDownloaded = async (siteId: number, filter: CourseFilter, window: PageWindow): Promise<CourseCardRow[]> => {
    const ids = await courseRepo.idsOf(siteId, filter);
    const counts = await downloads.courseDownloadCounts(siteId, ids);
    const pageIds = ids
      .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || b - a)
      .slice(window.offset, window.offset + window.pageSize);
    const cards = new Map((await courseRepo.findPublicCards(siteId, pageIds)).map((row) => [row.id, row]));
    return pageIds.flatMap((id) => cards.get(id) ?? []);
  };

  /** The repo's filter of a list: a file type becomes the documents of that type. */
  const resolved = async (siteId: number, { fileType, ...filter }: ListFilter): Promise<CourseFilter> =>
    fileType === undefined ? filter : { ...filter, documentIds: await documents.idsOfFileType(siteId, fileType) };

  /** A page of public courses, kept for a while (decision 0015); the count is kept longer than the page. */
  const coursePage = async (
    siteId: number,
    listFilter: ListFilter,
    orderBy: CourseOrderBy,
    window: PageWindow,
  ): Promise<Page<CourseItem>> => {
    const filterKey = JSON.stringify(listFilter);
    const kept = await catalogue.keptPage(
      siteId,
      `list:${filterKey}:${orderBy}:${window.pageCurrent}:${window.pageSize}`,
      async () => {
        const filter = await resolved(siteId, listFilter);
        const total = await catalogue.keptCount(siteId, `list:${filterKey}`, () => courseRepo.count(siteId, filter));
        if (total === 0 || window.offset >= total) return toPage([], total, window);
        const rows =
          orderBy === 'downloads'
            ? await mostDownloaded(siteId, filter, window)
            : await courseRepo.page(siteId, filter, orderBy, window);
        const items = await withLecturerNames(siteId, rows, map.toCourseItem);
        return toPage(await withDownloadCounts(siteId, items), total, window);
      },
    );
    return readerPrices.pricedPage(siteId, kept);
  };

  /** Search results, kept like list pages: names starting with the keyword first, then popular, newest. */
  const searchPage = <T>(
    siteId: number,
    shape: string,
    keyword: string,
    window: PageWindow,
    toPageOf: (rows: CourseSearchRow[], total: number) => Promise<Page<T>>,
    kinds?: number[],
  ): Promise<Page<T>> => {
    const kindKey = kinds ? `:${kinds.join(',')}` : '';
    return catalogue.keptPage(
      siteId,
      `${shape}${kindKey}:${window.pageCurrent}:${window.pageSize}:${keyword}`,
      async () => {
        const total = await catalogue.keptCount(siteId, `search${kindKey}:${keyword}`, () =>
          courseRepo.count(siteId, { keyword, courseCategory: kinds }),
        );
        if (total === 0 || window.offset >= total) return toPage([], total, window);
        return toPageOf(await courseRepo.search(siteId, keyword, window, kinds), total);
      },
    );
  };

  /** Enabled lecturers in the school's order, then by their number of on-shelf courses. */
  const rankedLecturers = async (siteId: number, limit: number, onlyUserIds?: number[]): Promise<Lecturer[]> => {
    const enabled = await lecturers.listEnabled(siteId, onlyUserIds);
    const counts = await courseRepo.countByLecturer(
      siteId,
      enabled.map((lecturer) => lecturer.userId),
    );
    const countOf = (userId: number) => counts.get(userId) ?? 0;
    return enabled
      .sort((a, b) => a.sort - b.sort || countOf(b.userId) - countOf(a.userId) || a.id - b.id)
      .slice(0, limit)
      .map((lecturer) => map.toLecturer(lecturer, countOf(lecturer.userId)));
  };

  /** Each organisation's lecturers (those of its on-shelf courses, ranked, at most 50), for a page of them at once. */
  const orgsLecturers = async (siteId: number, orgUserIds: number[]): Promise<Map<number, Lecturer[]>> => {
    const idsByOrg = await courseRepo.lecturerIdsOfOrgs(siteId, orgUserIds);
    const ranked = await rankedLecturers(siteId, Infinity, [...idsByOrg.values()].flat());
    return new Map(
      orgUserIds.map((orgUserId) => {
        const ids = new Set(idsByOrg.get(orgUserId));
        return [orgUserId, ranked.filter((lecturer) => ids.has(Number(lecturer.lecturerUserId))).slice(0, 50)];
      }),
    );
  };

  const courseAdmin = async (siteId: number, id: number): Promise<CourseAdmin> => {
    const row = await courseRepo.findById(siteId, id);
    if (!row) throw notFound('课程不存在或已被删除');
    const [course] = await withLecturerNames(siteId, [row], map.toCourseAdmin);
    return course!;
  };

  /** Search hits of courses of the given kinds (all when none); `url` is the page each kind opens on. */
  const searchProviderOf = (
    type: number,
    kinds: number[] | undefined,
    urlOf: (row: CourseSearchRow) => string,
  ): SearchProvider => ({
    search: (siteId, keyword, window): Promise<Page<SearchHit>> =>
      searchPage(
        siteId,
        'hits',
        keyword,
        window,
        async (rows, total) =>
          toPage(
            rows.map((row) => ({
              type,
              id: String(row.id),
              title: row.course_name,
              titleHighlight: highlight(row.course_name, keyword),
              summary: richTextToPlain(row.introduce).slice(0, SUMMARY_LENGTH),
              img: row.course_logo,
              url: urlOf(row),
              price: map.toCourseItem(row, '').coursePrice,
              isFree: row.is_free === 1 ? 1 : 0,
              gmtCreate: formatDateTime(row.gmt_create),
            })),
            total,
            window,
          ),
        kinds,
      ),
  });
  const searchProvider = searchProviderOf(SearchType.course, undefined, (row) => `/view/${row.id}`);
  /** Search type 4: resource packs and library documents (decision 0071). */
  const resourceSearchProvider = searchProviderOf(
    SearchType.resource,
    [CourseKind.resource, CourseKind.library],
    (row) => (row.course_category === CourseKind.library ? `/library/view/${row.id}` : `/resource/detail/${row.id}`),
  );

  return {
    searchProvider,
    resourceSearchProvider,

    /** The name of an on-shelf course, for other modules (enquiries); undefined when not public. */
    publicCourseName: (siteId: number, id: number): Promise<string | undefined> =>
      courseRepo.findPublicName(siteId, id),

    async listCourses(siteId: number, body: CourseListBody): Promise<Page<CourseItem>> {
      const filter: ListFilter = {};
      if (body.categoryId !== undefined) filter.category = await categories.publicFilter(siteId, body.categoryId);
      if (body.courseCategory !== undefined) filter.courseCategory = body.courseCategory;
      if (body.isFree !== undefined) filter.isFree = body.isFree;
      if (body.lecturerUserId !== undefined) filter.lecturerUserId = parseId(body.lecturerUserId);
      if (body.orderBy === 'downloads' && !isDocumentKind(body.courseCategory ?? 0))
        throw badRequest('只有资源和文库可以按下载次数排序，请选择课程类型 3 或 4');
      if (body.fileType !== undefined) {
        if (!isDocumentKind(body.courseCategory ?? 0))
          throw badRequest('只有资源和文库可以按文件类型筛选，请选择课程类型 3 或 4');
        filter.fileType = body.fileType;
      }
      return coursePage(siteId, filter, body.orderBy ?? 'default', pageWindow(body));
    },

    /** An organisation's on-shelf courses in the school's order (its profile page). */
    listOrgCourses: (siteId: number, orgUserId: number, window: PageWindow) =>
      coursePage(siteId, { orgUserId }, 'default', window),

    async searchCourses(siteId: number, body: CourseSearchBody): Promise<Page<CourseSearchItem>> {
      const keyword = normaliseKeyword(body.keyword);
      const window = pageWindow(body);
      const kept = await searchPage(siteId, 'cards', keyword, window, async (rows, total) => {
        const items = await withLecturerNames(siteId, rows, (row, lecturerName) => ({
          ...map.toCourseItem(row, lecturerName),
          courseNameHighlight: highlight(row.course_name, keyword),
        }));
        return toPage(items, total, window);
      });
      return readerPrices.pricedPage(siteId, kept);
    },

    listRecommendLecturers: (siteId: number, limit = 8): Promise<Lecturer[]> => rankedLecturers(siteId, limit),

    /** The lecturers of an organisation's on-shelf courses, in the same order. */
    listOrgLecturers: async (siteId: number, orgUserId: number): Promise<Lecturer[]> =>
      (await orgsLecturers(siteId, [orgUserId])).get(orgUserId)!,

    orgsLecturers,

    async adminListCourses(siteId: number, body: CourseAdminListBody): Promise<Page<CourseAdmin>> {
      const window = pageWindow(body);
      const category =
        body.categoryId === undefined ? undefined : await categories.adminFilter(siteId, Number(body.categoryId));
      const keyword = body.keyword?.trim();
      const { rows, total } = await courseRepo.adminPage(
        siteId,
        {
          ...(keyword ? { keyword } : {}),
          ...(category ? { category } : {}),
          ...(body.isPutAway !== undefined ? { isPutAway: body.isPutAway } : {}),
        },
        window,
      );
      return toPage(await withLecturerNames(siteId, rows, map.toCourseAdmin), total, window);
    },

    /** Any course of the site, for the console (zone courses). */
    findCourse: (siteId: number, id: number) => courseRepo.findById(siteId, id),

    async standCourse(siteId: number, id: number, isPutAway: 0 | 1): Promise<CourseAdmin> {
      await courseAdmin(siteId, id);
      await courseRepo.setPutAway(siteId, id, isPutAway, clock.now());
      await catalogue.forget(siteId);
      return courseAdmin(siteId, id);
    },
  };
}

export type CourseService = ReturnType<typeof createCourseService>;

/** Course search answers type 1 of the site-wide search (decision 0008). */
export function registerCourseSearch(search: Pick<SearchService, 'register'>, courses: CourseService): void {
  search.register(SearchType.course, courses.searchProvider);
  search.register(SearchType.resource, courses.resourceSearchProvider);
}
