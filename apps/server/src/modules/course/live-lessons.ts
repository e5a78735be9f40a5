import { CourseKind } from '@school/contracts';
import type { SessionUser } from '../../core/http.ts';
import { type Db, moduleTables } from '../../db/schema.ts';
import { createCourseOutlines } from './course-outline.ts';
import type { CourseStudyServiceDeps } from './course-study.service.ts';
import type { CourseTables } from './course.tables.ts';
import { mayWatch } from './entitlement.ts';

/** A published lesson of a live course, as the live module sees it. */
export interface LiveLesson {
  periodId: number;
  periodName: string;
  courseId: number;
  courseName: string;
  courseLogo: string;
  lecturerUserId: number;
  /** The first-level category of the course (0 none). */
  categoryId: number;
  /** Planned start and end, epoch ms. */
  begin: number;
  end: number;
}

/**
 * The live module's window on live courses (courseCategory 2): their published lessons with planned
 * times, and whether a reader may enter one (the video courses' entitlement: free, bought, class, or
 * teaching it).
 */
export function createLiveLessons(
  database: Db,
  deps: Pick<
    CourseStudyServiceDeps,
    'courseRepo' | 'lessonRepo' | 'accessoryRepo' | 'orgProfileRepo' | 'catalogue' | 'lecturers' | 'orders' | 'vod'
  >,
) {
  const { db } = moduleTables<CourseTables>(database);
  const outlines = createCourseOutlines(deps);

  const lessons = (siteId: number) =>
    db
      .selectFrom('course_period as p')
      .innerJoin('course as c', (join) => join.onRef('c.id', '=', 'p.course_id').onRef('c.site_id', '=', 'p.site_id'))
      .select([
        'p.id as periodId',
        'p.period_name as periodName',
        'c.id as courseId',
        'c.course_name as courseName',
        'c.course_logo as courseLogo',
        'c.lecturer_user_id as lecturerUserId',
        'c.category1_id as categoryId',
        'p.live_begin as begin',
        'p.live_end as end',
      ])
      .where('p.site_id', '=', siteId)
      .where('p.status_id', '=', 1)
      .where('c.status_id', '=', 1)
      .where('c.course_category', '=', CourseKind.live);

  return {
    /** A published live lesson (its course on the shelf or not); undefined for anything else. */
    find: (siteId: number, periodId: number): Promise<LiveLesson | undefined> =>
      lessons(siteId).where('p.id', '=', periodId).executeTakeFirst(),

    /** Lessons of courses on the shelf whose time meets [from, to), earliest first. */
    between: (siteId: number, from: number, to: number, categoryId?: number): Promise<LiveLesson[]> => {
      let query = lessons(siteId)
        .where('c.is_put_away', '=', 1)
        .where('p.live_end', '>', from)
        .where('p.live_begin', '<', to);
      if (categoryId) query = query.where('c.category1_id', '=', categoryId);
      return query.orderBy('p.live_begin').orderBy('p.id').limit(200).execute();
    },

    /** The lessons of a live course on the shelf, earliest first. */
    ofCourse: (siteId: number, courseId: number): Promise<LiveLesson[]> =>
      lessons(siteId)
        .where('c.is_put_away', '=', 1)
        .where('c.id', '=', courseId)
        .orderBy('p.live_begin')
        .orderBy('p.id')
        .limit(200)
        .execute(),

    /** A lecturer's lessons whose time meets [from, to), earliest first (the ingest's "starting soon"). */
    ofLecturer: (siteId: number, lecturerUserId: number, from: number, to: number): Promise<LiveLesson[]> =>
      lessons(siteId)
        .where('c.lecturer_user_id', '=', lecturerUserId)
        .where('p.live_end', '>', from)
        .where('p.live_begin', '<', to)
        .orderBy('p.live_begin')
        .execute(),

    /** Whether the reader may watch the lesson: it, its chapter or course free, bought, a class course, or theirs. */
    async mayEnter(siteId: number, user: SessionUser, lesson: LiveLesson): Promise<boolean> {
      const { outline, owned, isLecturer } = await outlines.readerCourse(siteId, user, lesson.courseId);
      const chapter = outline.chapters.find((item) => item.periodList.some((p) => p.id === String(lesson.periodId)));
      const period = chapter?.periodList.find((p) => p.id === String(lesson.periodId));
      if (!chapter || !period) return isLecturer;
      return mayWatch({
        periodFree: period.isFree === 1,
        chapterFree: chapter.isFree === 1,
        courseFree: outline.isFree,
        owned,
        isLecturer,
      });
    },
  };
}

export type LiveLessons = ReturnType<typeof createLiveLessons>;
