import {
  ProductType,
  type Chapter,
  type ChapterPageBody,
  type CollectionCourse,
  type CourseAuthView,
  type CourseGrantBody,
  type CourseGrantListBody,
  type CourseSign,
  type CourseView,
  type MyCourse,
  type OrderInfo,
  type Page,
  type PageQuery,
  type Period,
  type StudyChapter,
} from '@school/contracts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { parseId } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { OrderService } from '../order/index.ts';
import type { UserService } from '../user/index.ts';
import type { VodService } from '../vod/index.ts';
import type { ChapterRepo } from './chapter.repo.ts';
import type { CollectionRepo } from './collection.repo.ts';
import type { WithLecturerNames } from './course-cards.ts';
import * as map from './course.mapper.ts';
import type { CourseRepo } from './course.repo.ts';
import type { CourseChapterTable, CoursePeriodTable, CourseTable } from './course.tables.ts';

/**
 * What learners do with a course (decision 0022): its page, chapters and lessons, play authorisation,
 * collection, the courses they own; and the operator's grant. Progress lives in the data module, which
 * this service reads through `StudyReader` and serves lessons to through `studyPeriod`.
 */

/** A learner's progress as the data module keeps it. */
export interface PeriodStudy {
  watchedSeconds: number;
  videoLength: number;
  isLearned: boolean;
  lastPosition: number;
}
export interface StudyReader {
  courseStudy(
    siteId: number,
    userId: number,
    courseId: number,
  ): Promise<{ lastPeriodId: number; learnedCount: number } | undefined>;
  periodStudies(siteId: number, userId: number, periodIds: number[]): Promise<Map<number, PeriodStudy>>;
  learnedCounts(siteId: number, userId: number, courseIds: number[]): Promise<Map<number, number>>;
}

export interface CourseStudyServiceDeps {
  courseRepo: CourseRepo;
  chapterRepo: ChapterRepo;
  collectionRepo: CollectionRepo;
  withLecturerNames: WithLecturerNames;
  orders: Pick<OrderService, 'owns' | 'grant' | 'paidOfUser' | 'paidOfProduct'>;
  vod: Pick<VodService, 'issuePlayToken'>;
  study: StudyReader;
  users: Pick<UserService, 'summaries'>;
  clock: Clock;
  newId: IdGenerator;
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const percent = (part: number, whole: number) => (whole <= 0 ? 0 : Math.min(100, Math.floor((part * 100) / whole)));

/**
 * The entitlement rule, in one place: a lesson may be watched if it, its chapter or its course is free,
 * or the learner owns the course (a paid order, bought or granted).
 */
export const canWatch = (
  course: Pick<CourseTable, 'is_free'>,
  chapter: Pick<CourseChapterTable, 'is_free'> | undefined,
  period: Pick<CoursePeriodTable, 'is_free'>,
  owned: boolean,
): boolean => course.is_free === 1 || owned || chapter?.is_free === 1 || period.is_free === 1;

const toPeriod = (row: CoursePeriodTable): Period => ({
  id: String(row.id),
  courseId: String(row.course_id),
  chapterId: String(row.chapter_id),
  periodName: row.period_name,
  periodDesc: row.period_desc,
  isFree: flag(row.is_free === 1),
  hasVideo: flag(row.video_id !== 0),
  videoLength: row.video_length,
  sort: row.sort,
});

const chapterFields = (row: CourseChapterTable) => ({
  id: String(row.id),
  courseId: String(row.course_id),
  chapterName: row.chapter_name,
  chapterDesc: row.chapter_desc,
  isFree: flag(row.is_free === 1),
  sort: row.sort,
});

/** Lessons grouped under their chapters, in order. */
const groupPeriods = <T>(periods: CoursePeriodTable[], toItem: (row: CoursePeriodTable) => T) => {
  const byChapter = new Map<number, T[]>();
  for (const row of periods) {
    const list = byChapter.get(row.chapter_id) ?? [];
    list.push(toItem(row));
    byChapter.set(row.chapter_id, list);
  }
  return byChapter;
};

export function createCourseStudyService({
  courseRepo,
  chapterRepo,
  collectionRepo,
  withLecturerNames,
  orders,
  vod,
  study,
  users,
  clock,
  newId,
}: CourseStudyServiceDeps) {
  const publicCourse = async (siteId: number, id: number) => {
    const course = await courseRepo.findPublic(siteId, id);
    if (!course) throw notFound('课程不存在或已下架');
    return course;
  };

  const owns = async (siteId: number, userId: number, courseId: number) =>
    (await orders.owns(siteId, userId, ProductType.course, [courseId])).has(courseId);

  const courseView = async (siteId: number, course: CourseTable, isPay: boolean): Promise<CourseView> => {
    const [card] = await withLecturerNames(siteId, [course], map.toCourseItem);
    const counts = (await chapterRepo.countPeriods(siteId, [course.id])).get(course.id) ?? { total: 0, free: 0 };
    return {
      ...card!,
      introduce: course.introduce,
      orgUserId: String(course.org_user_id),
      isPay: flag(isPay),
      periodCount: counts.total,
      freePeriodCount: course.is_free === 1 ? counts.total : counts.free,
    };
  };

  /** A published lesson with its chapter and on-shelf course, and whether this learner may watch it. */
  const lessonFor = async (siteId: number, userId: number, periodId: number) => {
    const period = await chapterRepo.findPeriod(siteId, periodId);
    if (!period) throw notFound('课时不存在或已被删除');
    const [course, chapter] = await Promise.all([
      courseRepo.findPublic(siteId, period.course_id),
      chapterRepo.findChapter(siteId, period.chapter_id),
    ]);
    if (!course || !chapter) throw notFound('课程不存在或已下架');
    const allowed = canWatch(course, chapter, period, await owns(siteId, userId, course.id));
    return { period, course, allowed };
  };

  return {
    async viewCourse(siteId: number, id: number): Promise<CourseView> {
      return courseView(siteId, await publicCourse(siteId, id), false);
    },

    async authViewCourse(siteId: number, userId: number, id: number): Promise<CourseAuthView> {
      const course = await publicCourse(siteId, id);
      const [isPay, isCollect, courseStudy] = await Promise.all([
        owns(siteId, userId, id),
        collectionRepo.isCollected(siteId, userId, id),
        study.courseStudy(siteId, userId, id),
      ]);
      const view = await courseView(siteId, course, isPay);
      const last = courseStudy ? await chapterRepo.findPeriod(siteId, courseStudy.lastPeriodId) : undefined;
      const lastStudy = last ? (await study.periodStudies(siteId, userId, [last.id])).get(last.id) : undefined;
      const learnedCount = courseStudy?.learnedCount ?? 0;
      return {
        ...view,
        isCollect: flag(isCollect),
        lastPeriodId: last ? String(last.id) : '0',
        lastPeriodName: last?.period_name ?? '',
        lastPosition: lastStudy?.lastPosition ?? 0,
        learnedCount,
        progress: percent(learnedCount, view.periodCount),
      };
    },

    async listChapters(siteId: number, courseId: number): Promise<Chapter[]> {
      await publicCourse(siteId, courseId);
      const [chapters, periods] = await Promise.all([
        chapterRepo.listChapters(siteId, courseId),
        chapterRepo.listPeriods(siteId, courseId),
      ]);
      const byChapter = groupPeriods(periods, toPeriod);
      return chapters.map((row) => ({ ...chapterFields(row), periodList: byChapter.get(row.id) ?? [] }));
    },

    async pageChapters(siteId: number, userId: number, body: ChapterPageBody): Promise<Page<StudyChapter>> {
      const courseId = parseId(body.courseId);
      const course = await publicCourse(siteId, courseId);
      const window = pageWindow(body);
      const [{ rows, total }, owned] = await Promise.all([
        chapterRepo.pageChapters(siteId, courseId, window.offset, window.pageSize),
        owns(siteId, userId, courseId),
      ]);
      const periods = await chapterRepo.listPeriods(
        siteId,
        courseId,
        rows.map((row) => row.id),
      );
      const studies = await study.periodStudies(
        siteId,
        userId,
        periods.map((row) => row.id),
      );
      const chapterOf = new Map(rows.map((row) => [row.id, row]));
      const byChapter = groupPeriods(periods, (row) => {
        const done = studies.get(row.id);
        return {
          ...toPeriod(row),
          canPlay: flag(canWatch(course, chapterOf.get(row.chapter_id), row, owned)),
          isLearned: flag(done?.isLearned ?? false),
          progress: done ? percent(done.watchedSeconds, done.videoLength) : 0,
          lastPosition: done?.lastPosition ?? 0,
        };
      });
      return toPage(
        rows.map((row) => ({ ...chapterFields(row), periodList: byChapter.get(row.id) ?? [] })),
        total,
        window,
      );
    },

    /** Play authorisation: the entitlement check, then a play token bound to this learner. */
    async sign(siteId: number, userId: number, periodId: number): Promise<CourseSign> {
      const { period, course, allowed } = await lessonFor(siteId, userId, periodId);
      if (!allowed) throw forbidden('该课时需购买课程后观看');
      if (period.video_id === 0) throw notFound('该课时暂无视频');
      const [play, studies] = await Promise.all([
        vod.issuePlayToken(siteId, { kind: 'user', id: userId }, period.video_id),
        study.periodStudies(siteId, userId, [period.id]),
      ]);
      return {
        ...play,
        courseId: String(course.id),
        periodId: String(period.id),
        periodName: period.period_name,
        lastPosition: studies.get(period.id)?.lastPosition ?? 0,
      };
    },

    /** For the data module: a lesson a learner reports progress on or takes notes in. */
    async studyPeriod(siteId: number, userId: number, periodId: number) {
      const { period, course, allowed } = await lessonFor(siteId, userId, periodId);
      if (!allowed) throw forbidden('该课时需购买课程后观看');
      return {
        periodId: period.id,
        periodName: period.period_name,
        courseId: course.id,
        courseName: course.course_name,
        videoLength: period.video_length,
      };
    },

    /** For the data module: names and lesson counts of courses, whatever their shelf state. */
    async courseSummaries(siteId: number, courseIds: number[]) {
      const [cards, counts] = await Promise.all([
        courseRepo.findCards(siteId, courseIds),
        chapterRepo.countPeriods(siteId, courseIds),
      ]);
      return new Map(
        cards.map((card) => [
          card.id,
          { courseName: card.course_name, courseLogo: card.course_logo, periodCount: counts.get(card.id)?.total ?? 0 },
        ]),
      );
    },

    /** For the data module: lesson names. */
    async periodNames(siteId: number, periodIds: number[]) {
      const rows = await chapterRepo.findPeriods(siteId, [...new Set(periodIds)]);
      return new Map(rows.map((row) => [row.id, row.period_name]));
    },

    async collect(siteId: number, userId: number, courseId: number) {
      await publicCourse(siteId, courseId);
      await collectionRepo.insert({
        id: newId(),
        site_id: siteId,
        gmt_create: clock.now(),
        user_id: userId,
        course_id: courseId,
      });
      return { courseId: String(courseId), isCollect: 1 as const };
    },

    async uncollect(siteId: number, userId: number, courseId: number) {
      await collectionRepo.removeCourse(siteId, userId, courseId);
      return { courseId: String(courseId), isCollect: 0 as const };
    },

    async deleteCollection(siteId: number, userId: number, id: number): Promise<null> {
      if ((await collectionRepo.remove(siteId, userId, id)) === 0) throw notFound('收藏不存在或已删除');
      return null;
    },

    async listCollections(siteId: number, userId: number, query: PageQuery): Promise<Page<CollectionCourse>> {
      const window = pageWindow(query);
      const { rows, total } = await collectionRepo.page(siteId, userId, window.offset, window.pageSize);
      const list = await withLecturerNames(siteId, rows, (row, lecturerName) => ({
        ...map.toCourseItem(row, lecturerName),
        collectionId: String(row.collection_id),
        collectionTime: formatDateTime(row.collection_time),
      }));
      return toPage(list, total, window);
    },

    /** Courses I own, newest order first; a course taken off the shelf stays in the list. */
    async listMyCourses(siteId: number, userId: number, query: PageQuery): Promise<Page<MyCourse>> {
      const window = pageWindow(query);
      const { rows, total } = await orders.paidOfUser(siteId, userId, ProductType.course, window);
      const courseIds = rows.map((row) => row.product_id);
      const [cards, counts, learned] = await Promise.all([
        courseRepo.findCards(siteId, courseIds),
        chapterRepo.countPeriods(siteId, courseIds),
        study.learnedCounts(siteId, userId, courseIds),
      ]);
      const cardOf = new Map(cards.map((card) => [card.id, card]));
      const owned = rows.filter((row) => cardOf.has(row.product_id));
      const list = await withLecturerNames(
        siteId,
        owned.map((row) => cardOf.get(row.product_id)!),
        map.toCourseItem,
      );
      return toPage(
        list.map((item, index) => {
          const order = owned[index]!;
          return {
            ...item,
            orderNo: order.order_no,
            buyTime: formatDateTime(order.pay_time ?? order.gmt_create),
            progress: percent(learned.get(order.product_id) ?? 0, counts.get(order.product_id)?.total ?? 0),
          };
        }),
        total,
        window,
      );
    },

    /** The operator gives a paid course to a user of this school (a paid order of 0). */
    async grant(siteId: number, operatorId: number, body: CourseGrantBody): Promise<OrderInfo> {
      const courseId = parseId(body.courseId);
      const userId = parseId(body.userId);
      const course = await courseRepo.findPublic(siteId, courseId);
      if (!course) throw notFound('课程不存在或已下架');
      if (course.is_free === 1) throw badRequest('免费课程无需赠送');
      const user = (await users.summaries(siteId, [userId])).get(userId);
      if (!user) throw notFound('用户不存在');
      return orders.grant(
        siteId,
        userId,
        {
          productType: ProductType.course,
          productId: courseId,
          productName: course.course_name,
          listPrice: course.course_price,
        },
        operatorId,
        body.remark.trim(),
      );
    },

    async listGrants(siteId: number, body: CourseGrantListBody): Promise<Page<OrderInfo>> {
      const courseId = parseId(body.courseId);
      if (!(await courseRepo.findById(siteId, courseId))) throw notFound('课程不存在或已被删除');
      return orders.paidOfProduct(siteId, ProductType.course, courseId, pageWindow(body));
    },
  };
}

export type CourseStudyService = ReturnType<typeof createCourseStudyService>;
