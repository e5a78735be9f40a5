import type { CourseItem, Page } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** Courses per page on the lecturer's page: three rows of four. */
export const LECTURER_COURSE_PAGE_SIZE = 12;

/** POST /course/api/course/list {lecturerUserId} — one page of a lecturer's on-shelf courses. */
export const fetchLecturerCourses = (
  api: Requester,
  lecturerUserId: string,
  pageCurrent: number,
  pageSize = LECTURER_COURSE_PAGE_SIZE,
) =>
  api.storeRequest<Page<CourseItem>>({
    url: '/course/api/course/list',
    body: { lecturerUserId, pageCurrent, pageSize },
  });
