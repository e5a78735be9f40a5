import type { Page, UserMessage } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/msg/user/list — my messages, newest first; isRead filters read (1) or unread (0). */
export const fetchMessages = async (api: Requester, body: { pageCurrent: number; pageSize: number; isRead?: 0 | 1 }) =>
  (await api.request<Page<UserMessage>>({ url: '/user/auth/msg/user/list', body })).data;
