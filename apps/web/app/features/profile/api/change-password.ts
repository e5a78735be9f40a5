import type { Requester } from '~/lib/request';

/** POST /user/auth/user/ext/update/password — a new password, proven by the old one. */
export const changePassword = async (api: Requester, body: { oldPassword: string; password: string }) => {
  await api.request<null>({ url: '/user/auth/user/ext/update/password', body });
};
