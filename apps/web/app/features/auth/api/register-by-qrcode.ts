import type { LoginResult } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/api/user/qrcode/registerByQrcode — binds a mobile (SMS code of purpose bind) to the scanned WeChat and signs in. */
export const registerByQrcode = async (
  api: Requester,
  body: { sceneId: string; mobile: string; code: string; referralCode?: string },
) => (await api.request<LoginResult>({ url: '/user/api/user/qrcode/registerByQrcode', body })).data;
