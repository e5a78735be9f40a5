import type { CourseItem, CourseListBody, Page } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /course/api/course/list — on-shelf courses by category (with its descendants), kind, free/paid, order, page. */
export const fetchCourseList = (api: Requester, body: CourseListBody) =>
  api.storeRequest<Page<CourseItem>>({ url: '/course/api/course/list', body });
