import type { Lecturer } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /course/api/lecturer/recommend/list — the home page's recommended lecturers. */
export const fetchRecommendLecturers = (api: Requester, limit = 8) =>
  api.storeRequest<Lecturer[]>({ url: '/course/api/lecturer/recommend/list', body: { limit } });
