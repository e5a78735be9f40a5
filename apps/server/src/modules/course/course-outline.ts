import { type CourseChapter, type CourseDetail, type LastStudy } from '@school/contracts';
import { notFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { formatDateTime } from '../../core/time.ts';
import type { CourseStudyState, CourseStudyServiceDeps } from './course-study.service.ts';
import * as map from './course.mapper.ts';
import type { CourseTable } from './course.tables.ts';
import type { Copy } from './draft-copies.ts';
import * as lessonMap from './lesson.mapper.ts';

/** A published course as the public sees it, kept under the catalogue version (dropped on publish and withdraw). */
export interface Outline {
  detail: CourseDetail;
  chapters: CourseChapter[];
  isPutAway: boolean;
  lecturerUserId: number;
  isFree: boolean;
}

export const COURSE_NOT_FOUND = '课程不存在或已下架';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** The lesson a reader last studied, when it is still in the course. */
export function lastStudyOf(outline: Outline, state: CourseStudyState | undefined): LastStudy | null {
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
}

/**
 * The course page's content (detail, chapters, lessons, accessories, lecturer), built from the
 * published rows and cached, or from the drafts for a preview; and who may see it.
 */
export function createCourseOutlines(
  deps: Pick<
    CourseStudyServiceDeps,
    | 'courseRepo'
    | 'lessonRepo'
    | 'accessoryRepo'
    | 'orgProfileRepo'
    | 'catalogue'
    | 'lecturers'
    | 'orders'
    | 'vod'
    | 'lessonDocuments'
  >,
) {
  const { courseRepo, lessonRepo, accessoryRepo, orgProfileRepo, catalogue, orders, vod } = deps;

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
    const documents = deps.lessonDocuments ? await deps.lessonDocuments(siteId, course.id, copy) : new Map();
    const chapterList = lessonMap.toCourseChapters(chapters, periods, pics, videos, courseFree).map((chapter) => ({
      ...chapter,
      periodList: chapter.periodList.map((period) => {
        const doc = documents.get(Number(period.id));
        return doc ? { ...period, doc } : period;
      }),
    }));
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

  /** The published course, or undefined when there is none. Shared by every reader: frozen, never changed. */
  const outlineOf = (siteId: number, courseId: number): Promise<Outline | undefined> =>
    catalogue.keptOutline(siteId, courseId, async () => {
      const course = await courseRepo.findPublished(siteId, courseId);
      return course ? deepFreeze(await buildOutline(siteId, course)) : undefined;
    });

  const publicOutline = async (siteId: number, courseId: number): Promise<Outline> => {
    const outline = await outlineOf(siteId, courseId);
    if (!outline || !outline.isPutAway) throw notFound(COURSE_NOT_FOUND);
    return outline;
  };

  /**
   * The course for a signed-in reader: on the shelf, or off it for those who have it or teach it.
   * `owned()` asks the orders (and classes) once, and only when asked: a free lesson of a course on the
   * shelf is played without that question.
   */
  const readerCourse = async (siteId: number, user: SessionUser, courseId: number) => {
    const outline = await outlineOf(siteId, courseId);
    if (!outline) throw notFound(COURSE_NOT_FOUND);
    const isLecturer = outline.lecturerUserId === user.id;
    let owning: Promise<boolean> | undefined;
    const owned = () =>
      (owning ??= orders
        .owns(siteId, user.id, outline.detail.courseCategory, [courseId])
        .then((courses) => courses.has(courseId)));
    if (!outline.isPutAway && !isLecturer && !(await owned())) throw notFound(COURSE_NOT_FOUND);
    return { outline, owned, isLecturer };
  };

  /** The course for a signed-in reader, and whether they have it. */
  const readerOutline = async (siteId: number, user: SessionUser, courseId: number) => {
    const { outline, owned, isLecturer } = await readerCourse(siteId, user, courseId);
    return { outline, owned: await owned(), isLecturer };
  };

  return { buildOutline, outlineOf, publicOutline, readerCourse, readerOutline, lastStudyOf };
}

export type CourseOutlines = ReturnType<typeof createCourseOutlines>;
