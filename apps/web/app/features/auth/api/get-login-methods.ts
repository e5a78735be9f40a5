import type { LoginMethods } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** GET /user/api/user/login/methods — which sign-in methods this school offers (decision 0016). */
export const fetchLoginMethods = async (api: Requester) =>
  (await api.request<LoginMethods>({ method: 'GET', url: '/user/api/user/login/methods' })).data;
