import type { LoginResult } from '@school/contracts';
import type { Requester } from '~/lib/request';

export interface RegisterInput {
  mobile: string;
  code: string;
  password: string;
  nickname?: string;
  referralCode?: string;
}

/** POST /user/api/user/register — opens the account and signs it in. */
export const register = async (api: Requester, body: RegisterInput) =>
  (await api.request<LoginResult>({ url: '/user/api/user/register', body })).data;
