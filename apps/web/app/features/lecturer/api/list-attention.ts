import type { AttentionItem, Page } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/lecturer/attention/list — the lecturers I follow, latest first. */
export const fetchFollowedLecturers = async (api: Requester, body: { pageCurrent: number; pageSize: number }) =>
  (await api.request<Page<AttentionItem>>({ url: '/user/auth/lecturer/attention/list', body })).data;
