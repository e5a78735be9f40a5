import type { UserExtUpdate, UserInfo } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/user/ext/update — nickname, avatar, sex, introduction; answers the updated user. */
export const updateUserExt = async (api: Requester, body: UserExtUpdate) =>
  (await api.request<UserInfo>({ url: '/user/auth/user/ext/update', body })).data;
