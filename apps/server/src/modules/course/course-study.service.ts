import {
  ProductType,
  type CourseChapter,
  type CourseChapterForUser,
  type CourseDetail,
  type CourseDetailForUser,
  type CourseItem,
  type MyCourse,
  type Page,
  type MyCourseQuery,
  type PageQuery,
  type PeriodDocInfo,
} from '@school/contracts';
import { notFound } from '../../core/errors.ts';
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
import type { ReaderPrices } from './reader-price.ts';
import { COURSE_NOT_FOUND, createCourseOutlines } from './course-outline.ts';
import * as map from './course.mapper.ts';
import type { CourseRepo } from './course.repo.ts';
import type { CourseTable } from './course.tables.ts';
import { createLessonAccess } from './lesson-access.ts';
import type { LessonRepo } from './lesson.repo.ts';
import type { OrgProfileRepo } from './org-profile.repo.ts';
import type { LinkSigner } from './signed-link.ts';
import type { Copy } from './draft-copies.ts';

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
  catalogue: Pick<Catalogue, 'keptOutline' | 'keptLesson'>;
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
  readerPrices: ReaderPrices;
  clock: Clock;
  /** The documents of a course's resource or library lessons (document-lessons.ts). */
  lessonDocuments?: (siteId: number, courseId: number, copy: Copy) => Promise<Map<number, PeriodDocInfo>>;
}

export const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.min(100, Math.floor((part * 100) / whole));

/**
 * The learners' side of video courses: the course page and chapters with what the reader may watch
 * (`course-outline.ts`), play authorisation and accessory downloads (`lesson-access.ts`), related and
 * recommended courses, my courses. Also the look-ups the data module's progress records need.
 */
export function createCourseStudyService(deps: CourseStudyServiceDeps) {
  const { courseRepo, lessonRepo, orders, study } = deps;

  const outlines = createCourseOutlines(deps);
  const { buildOutline, outlineOf, publicOutline, readerOutline, lastStudyOf } = outlines;

  const related = async (
    siteId: number,
    courseId: number | undefined,
    limit: number,
    pick: (course: CourseTable) => Parameters<CourseRepo['popular']>[1][],
  ): Promise<CourseItem[]> => {
    const course = courseId === undefined ? undefined : await courseRepo.findPublished(siteId, courseId);
    if (courseId !== undefined && !course) throw notFound(COURSE_NOT_FOUND);
    const filters = course ? pick(course) : [{}];
    const found = new Map<number, Awaited<ReturnType<CourseRepo['popular']>>[number]>();
    for (const filter of filters) {
      if (found.size >= limit) break;
      for (const row of await courseRepo.popular(siteId, filter, courseId ?? 0, limit + found.size))
        if (found.size < limit) found.set(row.id, row);
    }
    return deps.readerPrices.priced(
      siteId,
      await deps.withLecturerNames(siteId, [...found.values()], map.toCourseItem),
    );
  };

  const categoryFilter = (course: CourseTable) => {
    if (course.category3_id) return { category: { column: 'category3_id' as const, id: course.category3_id } };
    if (course.category2_id) return { category: { column: 'category2_id' as const, id: course.category2_id } };
    if (course.category1_id) return { category: { column: 'category1_id' as const, id: course.category1_id } };
    return {};
  };

  return {
    viewCourse: async (siteId: number, courseId: number): Promise<CourseDetail> =>
      deps.readerPrices.pricedOne(siteId, (await publicOutline(siteId, courseId)).detail),

    async viewCourseForUser(siteId: number, user: SessionUser, courseId: number): Promise<CourseDetailForUser> {
      const { outline, owned } = await readerOutline(siteId, user, courseId);
      const [states, collected, detail] = await Promise.all([
        study.courseStates(siteId, user.id, [courseId]),
        deps.collected(siteId, user.id, courseId),
        deps.readerPrices.pricedOne(siteId, outline.detail),
      ]);
      const state = states.get(courseId);
      const learnedCount = Math.min(state?.learnedCount ?? 0, outline.detail.periodCount);
      return {
        ...detail,
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

    ...createLessonAccess(deps, outlines),

    /** A published course for a signed-in reader, with whether they own it (document lessons judge by it). */
    readerCourse: outlines.readerCourse,

    listRecommend: (siteId: number, courseId: number | undefined, limit = 6) =>
      related(siteId, courseId, limit, (course) => [categoryFilter(course), {}]),

    listRelated: (siteId: number, courseId: number | undefined, limit = 6) =>
      related(siteId, courseId, limit, (course) => [
        ...(course.lecturer_user_id ? [{ lecturerUserId: course.lecturer_user_id }] : []),
        categoryFilter(course),
      ]),

    async listMyCourses(siteId: number, user: SessionUser, query: MyCourseQuery): Promise<Page<MyCourse>> {
      // A course's kind is its product type (GLOSSARY productType).
      const kind = query.courseCategory ?? ProductType.videoCourse;
      const { rows, total, window } = await orders.pagePaid(siteId, user.id, kind, query);
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
