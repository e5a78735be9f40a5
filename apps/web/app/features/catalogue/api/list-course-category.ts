import type { CourseCategoryTree } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /course/api/course/category/list — the enabled course categories as a three-level tree. */
export const fetchCourseCategoryTree = (api: Requester) =>
  api.storeRequest<CourseCategoryTree[]>({ url: '/course/api/course/category/list', body: {} });
