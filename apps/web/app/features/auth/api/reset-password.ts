import type { Requester } from '~/lib/request';

/** POST /user/api/user/update/password — a new password with an SMS code (purpose reset); signs the account out everywhere. */
export const resetPassword = async (api: Requester, body: { mobile: string; code: string; password: string }) => {
  await api.request<null>({ url: '/user/api/user/update/password', body });
};
