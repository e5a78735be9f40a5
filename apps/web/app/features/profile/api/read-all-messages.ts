import type { Requester } from '~/lib/request';

/** POST /user/auth/msg/user/read/all — every message marked read. */
export const readAllMessages = async (api: Requester) => {
  await api.request<null>({ url: '/user/auth/msg/user/read/all', body: {} });
};
