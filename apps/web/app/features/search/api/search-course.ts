import type { CourseSearchBody, CourseSearchItem, Page } from '@school/contracts';
import type { ApiReply, Requester } from '~/lib/request';

/**
 * POST /course/api/course/search/list — courses whose name contains the keyword, as course cards
 * with `courseNameHighlight`. Bad keywords answer 400 with the message to show.
 */
export const fetchCourseSearch = (
  api: Requester,
  body: CourseSearchBody,
): Promise<ApiReply<Page<CourseSearchItem> | null>> =>
  api.request<Page<CourseSearchItem> | null>({ url: '/course/api/course/search/list', body, isShowErrTip: false });
