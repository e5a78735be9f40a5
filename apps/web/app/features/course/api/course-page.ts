import {
  courseReaderContracts,
  courseStudyContracts,
  examReaderContracts,
  type CourseChapter,
  type CourseCommentThread,
  type CourseDetail,
  type Page,
  type PaperInfo,
} from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { cardOf, type CourseCardItem } from '~/components/course-card';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

/** Comments shown per page on the course page. */
export const COMMENTS_PAGE_SIZE = 10;
/** Exercises listed on the course page; a course rarely has more. */
const EXERCISES_SHOWN = 20;

export interface PublicCoursePage {
  course: CourseDetail;
  chapters: CourseChapter[];
  /** As their cards show them (decision 0096). */
  related: CourseCardItem[];
  recommended: CourseCardItem[];
  /** The papers the course's teacher attached as its exercises (shown to a signed-in reader). */
  exercises: PaperInfo[];
}

/**
 * The course page as every reader sees it; null when there is no such course on the shelf. Everything
 * the same for every reader is read here, with the document (decision 0089).
 */
export async function fetchPublicCoursePage(api: Requester, id: string): Promise<PublicCoursePage | null> {
  const view = await api.request(courseStudyContracts.viewCourse, { id }, { isShowErrTip: false });
  if (view.code === 404 || view.code === 400) return null;
  if (view.code !== 200) throw new Error(view.msg || '读取课程失败');
  const [chapters, related, recommended, exercises] = await Promise.all([
    api.call(courseStudyContracts.listCourseChapter, { courseId: id }),
    api.call(courseStudyContracts.listRelatedCourse, { courseId: id, limit: 4 }).catch(() => []),
    api.call(courseStudyContracts.listRecommendCourse, { courseId: id, limit: 4 }).catch(() => []),
    api
      .call(examReaderContracts.listCourseExercise, { courseId: id, pageCurrent: 1, pageSize: EXERCISES_SHOWN })
      .then((page) => page.list)
      .catch(() => []),
  ]);
  return {
    course: view.data,
    chapters,
    related: related.map(cardOf),
    recommended: recommended.map(cardOf),
    exercises,
  };
}

export const COURSE_MINE_KEY = personalQueryKey('course');

/**
 * The signed-in reader's state on the course page, in one call (decision 0089): bought, lecturer,
 * collected, last lesson, progress, and each lesson's watchability and progress.
 */
export const courseReaderQuery = (api: Requester, id: string) =>
  queryOptions({
    queryKey: [...COURSE_MINE_KEY, 'reader', id] as const,
    queryFn: () => api.call(courseReaderContracts.viewCourseReader, { id }),
  });

/** A page of comments; signed in, my own are marked so they can be deleted. */
export const commentsQuery = (api: Requester, courseId: string, page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: signedIn
      ? ([...COURSE_MINE_KEY, 'comments', courseId, page] as const)
      : (['course-comments', courseId, page] as const),
    queryFn: (): Promise<Page<CourseCommentThread>> =>
      api.call(signedIn ? courseStudyContracts.listCourseCommentForUser : courseStudyContracts.listCourseComment, {
        courseId,
        pageCurrent: page,
        pageSize: COMMENTS_PAGE_SIZE,
      }),
  });
