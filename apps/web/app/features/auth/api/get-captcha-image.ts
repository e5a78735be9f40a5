import type { Captcha } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** GET /user/api/user/captchaImage — an image captcha (single use, 5 minutes). */
export const fetchCaptchaImage = async (api: Requester) =>
  (await api.request<Captcha>({ method: 'GET', url: '/user/api/user/captchaImage' })).data;
