import type { Requester } from '~/lib/request';

export type SmsPurpose = 'register' | 'login' | 'reset' | 'bind';

export interface SendCodeInput {
  mobile: string;
  purpose: SmsPurpose;
  captchaId: string;
  captchaCode: string;
}

/** POST /user/api/user/send/code — a 6-digit SMS code; needs a valid image captcha; one per 60 s. */
export const sendCode = async (api: Requester, body: SendCodeInput) =>
  (await api.request<{ intervalSeconds: number }>({ url: '/user/api/user/send/code', body })).data;
