import { ClientType, type LoginResult } from '@school/contracts';
import type { Requester } from '~/lib/request';

export interface PasswordLoginInput {
  mobile: string;
  password: string;
  captchaId?: string;
  captchaCode?: string;
}

/**
 * POST /user/api/user/login/password. After three failures the server wants an image captcha: the
 * refusal carries `data.needCaptcha: 1` (also with 429 once the account is locked).
 */
export const loginByPassword = async (api: Requester, body: PasswordLoginInput) =>
  (
    await api.request<LoginResult>({
      url: '/user/api/user/login/password',
      body: { ...body, clientType: ClientType.web },
    })
  ).data;
