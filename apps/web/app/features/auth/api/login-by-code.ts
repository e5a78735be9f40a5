import { ClientType, type LoginResult } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/api/user/login/code — SMS sign-in; a new mobile opens an account (with the referral code, if any). */
export const loginByCode = async (
  api: Requester,
  body: { mobile: string; code: string; referralCode?: string; captchaId?: string; captchaCode?: string | undefined },
) =>
  (await api.request<LoginResult>({ url: '/user/api/user/login/code', body: { ...body, clientType: ClientType.web } }))
    .data;
