import { courseContracts } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** Courses per page on the lecturer's page: three rows of four. */
export const LECTURER_COURSE_PAGE_SIZE = 12;

/** One page of a lecturer's on-shelf courses (the loader reads page 1 and the list pages on in the browser). */
export const fetchLecturerCourses = (api: Requester, lecturerUserId: string, pageCurrent: number) =>
  api.storeRequest(courseContracts.listCourse, { lecturerUserId, pageCurrent, pageSize: LECTURER_COURSE_PAGE_SIZE });
