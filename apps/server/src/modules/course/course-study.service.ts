import {
  accessoryFilePath,
  CourseRules,
  ProductType,
  UserType,
  type AccessoryDownload,
  type CourseChapter,
  type CourseChapterForUser,
  type CourseDetail,
  type CourseDetailForUser,
  type CourseItem,
  type CourseSignInfo,
  type LastStudy,
  type MyCourse,
  type Page,
  type PageQuery,
} from '@school/contracts';
import { AppError, forbidden, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { FileStorage } from '../../core/storage.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { OrderService } from '../order/index.ts';
import type { LecturerService } from '../user/index.ts';
import type { VodService } from '../vod/index.ts';
import type { AccessoryRepo } from './accessory.repo.ts';
import type { Catalogue } from './catalogue.ts';
import type { WithLecturerNames } from './course-cards.ts';
import * as map from './course.mapper.ts';
import type { CourseRepo } from './course.repo.ts';
import type { CourseTable } from './course.tables.ts';
import { mayDownload, mayWatch } from './entitlement.ts';
import * as lessonMap from './lesson.mapper.ts';
import type { Copy } from './draft-copies.ts';
import type { LessonRepo } from './lesson.repo.ts';
import type { OrgProfileRepo } from './org-profile.repo.ts';
import type { LinkSigner } from './signed-link.ts';

/** What the course pages need from the data module's study records (wired in app.ts). */
export interface CourseStudyState {
  learnedCount: number;
  lastPeriodId: number;
  /** seconds */
  lastPosition: number;
  lastStudyTime: number;
}
export interface PeriodStudyState {
  progress: number;
  isLearned: boolean;
  /** seconds */
  position: number;
}
export interface StudyLookup {
  courseStates(siteId: number, userId: number, courseIds: number[]): Promise<Map<number, CourseStudyState>>;
  periodStates(siteId: number, userId: number, periodIds: number[]): Promise<Map<number, PeriodStudyState>>;
}

export interface CourseStudyServiceDeps {
  courseRepo: CourseRepo;
  lessonRepo: LessonRepo;
  accessoryRepo: AccessoryRepo;
  orgProfileRepo: OrgProfileRepo;
  catalogue: Pick<Catalogue, 'cached'>;
  withLecturerNames: WithLecturerNames;
  lecturers: Pick<LecturerService, 'listEnabled' | 'publicNames'>;
  orders: Pick<OrderService, 'owns' | 'pagePaid'>;
  vod: Pick<VodService, 'issuePlayToken' | 'findVideos'>;
  study: StudyLookup;
  /** Private store of accessories. */
  media: FileStorage;
  links: LinkSigner;
  /** Whether the user has saved the course (the collection service). */
  collected: (siteId: number, userId: number, courseId: number) => Promise<boolean>;
  clock: Clock;
}

/** A published course as the public sees it, kept under the catalogue version (dropped on publish and withdraw). */
interface Outline {
  detail: CourseDetail;
  chapters: CourseChapter[];
  isPutAway: boolean;
  lecturerUserId: number;
  isFree: boolean;
}

const NOT_FOUND = '课程不存在或已下架';
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.min(100, Math.floor((part * 100) / whole)));

/**
 * The learners' side of video courses: the course page, chapters with what the reader may watch, play
 * authorisation (entitlement → a vod play token bound to the viewer), accessory downloads, related and
 * recommended courses, my courses. Also the look-ups the data module's progress records need.
 */
export function createCourseStudyService(deps: CourseStudyServiceDeps) {
  const { courseRepo, lessonRepo, accessoryRepo, orgProfileRepo, catalogue, orders, vod, study, clock } = deps;

  /** The course page's content, from the published rows or (a preview) from the drafts. */
  async function buildOutline(siteId: number, course: CourseTable, copy: Copy = 'published'): Promise<Outline> {
    const [chapters, periods, pics, accessories, lecturerRows, org] = await Promise.all([
      lessonRepo.chaptersOf(copy, siteId, course.id),
      lessonRepo.periodsOfCourse(copy, siteId, course.id),
      lessonRepo.picsOfCourse(copy, siteId, course.id),
      accessoryRepo.listOf(copy, siteId, course.id),
      course.lecturer_user_id ? deps.lecturers.listEnabled(siteId, [course.lecturer_user_id]) : Promise.resolve([]),
      course.org_user_id ? orgProfileRepo.findByUser(siteId, course.org_user_id) : Promise.resolve(undefined),
    ]);
    const videos = new Map(
      (
        await vod.findVideos(
          siteId,
          periods.map((period) => period.video_id).filter((id) => id !== 0),
        )
      ).map((video) => [Number(video.id), video] as const),
    );
    const courseFree = course.is_free === 1;
    const chapterList = lessonMap.toCourseChapters(chapters, periods, pics, videos, courseFree);
    const lessons = chapterList.flatMap((chapter) => chapter.periodList);
    const lecturer = lecturerRows[0];
    return {
      detail: {
        ...map.toCourseItem(course, lecturer?.lecturerName ?? ''),
        introduce: course.introduce,
        lecturer: lecturer
          ? {
              lecturerUserId: String(lecturer.userId),
              lecturerName: lecturer.lecturerName,
              lecturerPosition: lecturer.lecturerPosition,
              headImgUrl: lecturer.headImgUrl,
              introduce: lecturer.introduce,
            }
          : null,
        orgUserId: String(org && org.status_id === 1 ? course.org_user_id : 0),
        orgName: org && org.status_id === 1 ? org.org_name : '',
        accessoryList: accessories.map(lessonMap.toCourseAccessory),
        chapterCount: chapterList.length,
        periodCount: lessons.length,
        freePeriodCount: lessons.filter((lesson) => lesson.canTry === 1).length,
        totalDuration: lessons.reduce((sum, lesson) => sum + lesson.videoDuration, 0),
      },
      chapters: chapterList,
      isPutAway: course.is_put_away === 1,
      lecturerUserId: course.lecturer_user_id,
      isFree: courseFree,
    };
  }

  /** The published course, or undefined when there is none. */
  const outlineOf = (siteId: number, courseId: number): Promise<Outline | undefined> =>
    catalogue.cached(siteId, `outline:${courseId}`, async () => {
      const course = await courseRepo.findPublished(siteId, courseId);
      return course ? buildOutline(siteId, course) : undefined;
    });

  const publicOutline = async (siteId: number, courseId: number): Promise<Outline> => {
    const outline = await outlineOf(siteId, courseId);
    if (!outline || !outline.isPutAway) throw notFound(NOT_FOUND);
    return outline;
  };

  /** The course for a signed-in reader: on the shelf, or off it for those who have it or teach it. */
  const readerOutline = async (siteId: number, user: SessionUser, courseId: number) => {
    const outline = await outlineOf(siteId, courseId);
    if (!outline) throw notFound(NOT_FOUND);
    const owned = (await orders.owns(siteId, user.id, ProductType.videoCourse, [courseId])).has(courseId);
    const isLecturer = outline.lecturerUserId === user.id;
    if (!outline.isPutAway && !owned && !isLecturer) throw notFound(NOT_FOUND);
    return { outline, owned, isLecturer };
  };

  const lastStudyOf = (outline: Outline, state: CourseStudyState | undefined): LastStudy | null => {
    if (!state) return null;
    const lesson = outline.chapters
      .flatMap((chapter) => chapter.periodList)
      .find((p) => p.id === String(state.lastPeriodId));
    if (!lesson) return null;
    return {
      periodId: lesson.id,
      periodName: lesson.periodName,
      chapterId: lesson.chapterId,
      position: Math.floor(state.lastPosition),
      studyTime: formatDateTime(state.lastStudyTime),
    };
  };

  const related = async (
    siteId: number,
    courseId: number | undefined,
    limit: number,
    pick: (course: CourseTable) => Parameters<CourseRepo['popular']>[1][],
  ): Promise<CourseItem[]> => {
    const course = courseId === undefined ? undefined : await courseRepo.findPublished(siteId, courseId);
    if (courseId !== undefined && !course) throw notFound(NOT_FOUND);
    const filters = course ? pick(course) : [{}];
    const found = new Map<number, Awaited<ReturnType<CourseRepo['popular']>>[number]>();
    for (const filter of filters) {
      if (found.size >= limit) break;
      for (const row of await courseRepo.popular(siteId, filter, courseId ?? 0, limit + found.size))
        if (found.size < limit) found.set(row.id, row);
    }
    return deps.withLecturerNames(siteId, [...found.values()], map.toCourseItem);
  };

  const categoryFilter = (course: CourseTable) => {
    if (course.category3_id) return { category: { column: 'category3_id' as const, id: course.category3_id } };
    if (course.category2_id) return { category: { column: 'category2_id' as const, id: course.category2_id } };
    if (course.category1_id) return { category: { column: 'category1_id' as const, id: course.category1_id } };
    return {};
  };

  return {
    viewCourse: async (siteId: number, courseId: number): Promise<CourseDetail> =>
      (await publicOutline(siteId, courseId)).detail,

    async viewCourseForUser(siteId: number, user: SessionUser, courseId: number): Promise<CourseDetailForUser> {
      const { outline, owned } = await readerOutline(siteId, user, courseId);
      const [states, collected] = await Promise.all([
        study.courseStates(siteId, user.id, [courseId]),
        deps.collected(siteId, user.id, courseId),
      ]);
      const state = states.get(courseId);
      const learnedCount = Math.min(state?.learnedCount ?? 0, outline.detail.periodCount);
      return {
        ...outline.detail,
        isPay: owned ? 1 : 0,
        isCollection: collected ? 1 : 0,
        lastStudy: lastStudyOf(outline, state),
        learnedCount,
        progress: percent(learnedCount, outline.detail.periodCount),
      };
    },

    listChapters: async (siteId: number, courseId: number): Promise<CourseChapter[]> =>
      (await publicOutline(siteId, courseId)).chapters,

    async pageChapters(
      siteId: number,
      user: SessionUser,
      courseId: number,
      query: PageQuery,
    ): Promise<Page<CourseChapterForUser>> {
      const { outline, owned, isLecturer } = await readerOutline(siteId, user, courseId);
      const window = pageWindow(query);
      const chapters = outline.chapters.slice(window.offset, window.offset + window.pageSize);
      const states = await study.periodStates(
        siteId,
        user.id,
        chapters.flatMap((chapter) => chapter.periodList.map((period) => Number(period.id))),
      );
      const list = chapters.map((chapter) => ({
        ...chapter,
        periodList: chapter.periodList.map((period) => {
          const state = states.get(Number(period.id));
          // canTry already folds the lesson's, chapter's and course's free flags (mayWatch).
          const watch = period.canTry === 1 || owned || isLecturer;
          return {
            ...period,
            canWatch: watch ? (1 as const) : (0 as const),
            progress: state?.progress ?? 0,
            isLearned: state?.isLearned ? (1 as const) : (0 as const),
            position: Math.floor(state?.position ?? 0),
          };
        }),
      }));
      return toPage(list, outline.chapters.length, window);
    },

    /** Play authorisation: the entitlement check, then a vod play token bound to this viewer. */
    async sign(siteId: number, user: SessionUser, periodId: number): Promise<CourseSignInfo> {
      const target = await this.studyTarget(siteId, user, periodId);
      const [play, states] = await Promise.all([
        vod.issuePlayToken(siteId, { kind: 'user', id: user.id }, target.videoId, { kind: 'lesson', id: periodId }),
        study.periodStates(siteId, user.id, [periodId]),
      ]);
      const state = states.get(periodId);
      // A finished lesson starts again from the beginning.
      const position = state && !state.isLearned ? Math.floor(state.position) : 0;
      return {
        ...play,
        courseId: String(target.courseId),
        chapterId: String(target.chapterId),
        periodId: String(periodId),
        periodName: target.periodName,
        position,
      };
    },

    /**
     * The lesson a signed-in viewer may watch, for play authorisation, notes and progress records:
     * refused (404 unknown, 403 not entitled, 409 no video yet) otherwise.
     */
    async studyTarget(siteId: number, user: SessionUser, periodId: number) {
      const period = await lessonRepo.findPeriod('published', siteId, periodId);
      if (!period) throw notFound('课时不存在或已被删除');
      const { outline, owned, isLecturer } = await readerOutline(siteId, user, period.course_id);
      const chapter = outline.chapters.find((item) => item.id === String(period.chapter_id));
      const lesson = chapter?.periodList.find((item) => item.id === String(periodId));
      if (!chapter || !lesson) throw notFound('课时不存在或已被删除');
      const access = {
        periodFree: lesson.isFree === 1,
        chapterFree: chapter.isFree === 1,
        courseFree: outline.isFree,
        owned,
        isLecturer,
      };
      if (!mayWatch(access)) throw forbidden('购买课程后才能观看此课时，可先试看免费课时');
      if (period.video_id === 0 || lesson.isVideo !== 1) throw wrongState('该课时的视频还没有准备好，请稍后再试');
      return {
        courseId: period.course_id,
        chapterId: period.chapter_id,
        periodName: period.period_name,
        videoId: period.video_id,
        durationSeconds: lesson.videoDuration,
      };
    },

    /** Asked by vod when the key of a lesson's video is fetched: may this viewer still watch it? */
    async mayStillWatch(siteId: number, userId: number, periodId: number, videoId: number): Promise<boolean> {
      try {
        const target = await this.studyTarget(siteId, { id: userId, userType: UserType.learner }, periodId);
        return target.videoId === videoId;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    },

    async downloadAccessory(siteId: number, user: SessionUser, accessoryId: number): Promise<AccessoryDownload> {
      const accessory = await accessoryRepo.find('published', siteId, accessoryId);
      if (!accessory) throw notFound('附件不存在或已被删除');
      const { outline, owned, isLecturer } = await readerOutline(siteId, user, accessory.course_id);
      if (!mayDownload({ courseFree: outline.isFree, owned, isLecturer })) throw forbidden('购买课程后才能下载附件');
      const expiresAt = clock.now() + CourseRules.accessoryLinkSeconds * 1000;
      const token = deps.links.sign({ siteId, accessoryId, userId: user.id, expiresAt });
      return {
        downloadUrl: accessoryFilePath(token),
        fileName: accessory.accessory_name,
        expireTime: formatDateTime(expiresAt),
      };
    },

    /** The file behind a signed download address. */
    async accessoryFile(token: string) {
      const grant = deps.links.read(token);
      if (!grant) throw forbidden('下载地址无效');
      if (grant.expiresAt <= clock.now()) throw forbidden('下载地址已过期，请回到课程页重新下载');
      const accessory = await accessoryRepo.find('published', grant.siteId, grant.accessoryId);
      if (!accessory) throw notFound('附件不存在或已被删除');
      const found = await deps.media.readStream(accessory.file_key);
      if (!found) throw notFound('附件不存在或已被删除');
      return { ...found, fileName: accessory.accessory_name };
    },

    listRecommend: (siteId: number, courseId: number | undefined, limit = 6) =>
      related(siteId, courseId, limit, (course) => [categoryFilter(course), {}]),

    listRelated: (siteId: number, courseId: number | undefined, limit = 6) =>
      related(siteId, courseId, limit, (course) => [
        ...(course.lecturer_user_id ? [{ lecturerUserId: course.lecturer_user_id }] : []),
        categoryFilter(course),
      ]),

    async listMyCourses(siteId: number, user: SessionUser, query: PageQuery): Promise<Page<MyCourse>> {
      const { rows, total, window } = await orders.pagePaid(siteId, user.id, ProductType.videoCourse, query);
      const courseIds = rows.map((row) => row.product_id);
      const [cards, counts, states] = await Promise.all([
        courseRepo.cardsByIds(siteId, courseIds),
        lessonRepo.countPublishedPeriods(siteId, courseIds),
        study.courseStates(siteId, user.id, courseIds),
      ]);
      const items = await deps.withLecturerNames(siteId, cards, map.toCourseItem);
      const byId = new Map(items.map((item) => [Number(item.id), item]));
      const list: MyCourse[] = [];
      for (const order of rows) {
        const course = byId.get(order.product_id);
        if (!course) continue;
        const periodCount = counts.get(order.product_id) ?? 0;
        const state = states.get(order.product_id);
        const learnedCount = Math.min(state?.learnedCount ?? 0, periodCount);
        const outline = state ? await outlineOf(siteId, order.product_id) : undefined;
        list.push({
          course,
          orderNo: order.order_no,
          buyTime: formatDateTime(order.pay_time ?? order.gmt_create),
          periodCount,
          learnedCount,
          progress: percent(learnedCount, periodCount),
          lastStudy: outline ? lastStudyOf(outline, state) : null,
        });
      }
      return toPage(list, total, window);
    },

    /** A draft as the course page will show it once approved. */
    async preview(siteId: number, draft: CourseTable) {
      const outline = await buildOutline(siteId, draft, 'draft');
      return { course: outline.detail, chapterList: outline.chapters };
    },

    // ——— for the data module (study records) ———

    /** Lessons per published course. */
    periodCounts: (siteId: number, courseIds: number[]) => lessonRepo.countPublishedPeriods(siteId, courseIds),
    /** Cards of published courses by id. */
    async courseCards(siteId: number, courseIds: number[]): Promise<Map<number, CourseItem>> {
      const items = await deps.withLecturerNames(
        siteId,
        await courseRepo.cardsByIds(siteId, courseIds),
        map.toCourseItem,
      );
      return new Map(items.map((item) => [Number(item.id), item]));
    },
    /** Published lessons by id (names, course and chapter). */
    async periodNames(siteId: number, periodIds: number[]) {
      const rows = await lessonRepo.findPeriods('published', siteId, [...new Set(periodIds)]);
      return new Map(
        rows.map((row) => [
          row.id,
          { periodName: row.period_name, courseId: row.course_id, chapterId: row.chapter_id },
        ]),
      );
    },
    /** Published lessons of a course in order. */
    periodsOfCourse: (siteId: number, courseId: number) => lessonRepo.periodsOfCourse('published', siteId, courseId),
    /** A lecturer's published course ids. */
    lecturerCourseIds: (siteId: number, lecturerUserId: number) => courseRepo.idsOfLecturer(siteId, lecturerUserId),
    /** Counts a learner the first time they study a course. */
    countLearner: (siteId: number, courseId: number) => courseRepo.addLearner(siteId, courseId),
  };
}

export type CourseStudyService = ReturnType<typeof createCourseStudyService>;
