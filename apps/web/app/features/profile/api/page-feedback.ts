import type { Feedback, Page } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /data/auth/user/feedback/page — my feedback with the school's replies. */
export const fetchFeedbackPage = async (api: Requester, body: { pageCurrent: number; pageSize: number }) =>
  (await api.request<Page<Feedback>>({ url: '/data/auth/user/feedback/page', body })).data;
