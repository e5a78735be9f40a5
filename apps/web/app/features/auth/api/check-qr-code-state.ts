import type { QrState } from '@school/contracts';
import type { ApiReply, Requester } from '~/lib/request';

/**
 * POST /user/api/user/qrcode/checkQrCodeState — 0 waiting, 1 signed in (token), 2 bind a mobile,
 * 3 expired. Polled quietly: the reply comes back whatever its code (an unknown scene is a 404).
 */
export const checkQrCodeState = (api: Requester, sceneId: string): Promise<ApiReply<QrState>> =>
  api.request<QrState>({ url: '/user/api/user/qrcode/checkQrCodeState', body: { sceneId }, isShowErrTip: false });
