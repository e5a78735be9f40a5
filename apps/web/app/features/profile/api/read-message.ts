import type { UserMessage } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/msg/user/read — opens one message and marks it read. */
export const readMessage = async (api: Requester, id: string) =>
  (await api.request<UserMessage>({ url: '/user/auth/msg/user/read', body: { id } })).data;
