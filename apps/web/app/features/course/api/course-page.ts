import {
  courseStudyContracts,
  type CourseChapter,
  type CourseCommentThread,
  type CourseDetail,
  type CourseItem,
  type Page,
} from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

/** Comments shown per page on the course page. */
export const COMMENTS_PAGE_SIZE = 10;
/** A course's lessons, read in one page for the reader's own state (courses have far fewer). */
const LESSONS_PAGE_SIZE = 100;

export interface PublicCoursePage {
  course: CourseDetail;
  chapters: CourseChapter[];
  related: CourseItem[];
  recommended: CourseItem[];
}

/** The course page as every reader sees it; null when there is no such course on the shelf. */
export async function fetchPublicCoursePage(api: Requester, id: string): Promise<PublicCoursePage | null> {
  const view = await api.request(courseStudyContracts.viewCourse, { id }, { isShowErrTip: false });
  if (view.code === 404 || view.code === 400) return null;
  if (view.code !== 200) throw new Error(view.msg || '读取课程失败');
  const [chapters, related, recommended] = await Promise.all([
    api.call(courseStudyContracts.listCourseChapter, { courseId: id }),
    api.call(courseStudyContracts.listRelatedCourse, { courseId: id, limit: 4 }).catch(() => []),
    api.call(courseStudyContracts.listRecommendCourse, { courseId: id, limit: 4 }).catch(() => []),
  ]);
  return { course: view.data, chapters, related, recommended };
}

export const COURSE_MINE_KEY = personalQueryKey('course');

/** What concerns the signed-in reader: bought, collected, last lesson, progress. */
export const courseMineQuery = (api: Requester, id: string) =>
  queryOptions({
    queryKey: [...COURSE_MINE_KEY, 'view', id] as const,
    queryFn: () => api.call(courseStudyContracts.viewCourseForUser, { id }),
  });

/** Every lesson with whether I may watch it, my progress and where I stopped. */
export const lessonsMineQuery = (api: Requester, courseId: string) =>
  queryOptions({
    queryKey: [...COURSE_MINE_KEY, 'lessons', courseId] as const,
    queryFn: async () =>
      (
        await api.call(courseStudyContracts.pageCourseChapter, {
          courseId,
          pageCurrent: 1,
          pageSize: LESSONS_PAGE_SIZE,
        })
      ).list,
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
