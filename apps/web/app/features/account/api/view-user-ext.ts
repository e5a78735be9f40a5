import type { UserInfo } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/user/ext/view — the signed-in user (store call: anything but 200 rejects). */
export const fetchUserInfo = (api: Requester) =>
  api.storeRequest<UserInfo>({ url: '/user/auth/user/ext/view', body: {} });
