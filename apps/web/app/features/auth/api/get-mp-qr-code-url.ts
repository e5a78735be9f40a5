import type { Requester } from '~/lib/request';

export interface QrCodeScene {
  sceneId: string;
  /** data:image/svg+xml;base64,… */
  qrcodeImage: string;
  /** What the QR encodes: the sandbox scan page, or WeChat's address in production. */
  qrcodeUrl: string;
  expireSeconds: number;
}

/** GET /user/api/user/qrcode/getMpQrCodeUrl — a new sign-in QR code (valid 5 minutes). */
export const fetchMpQrCode = async (api: Requester) =>
  (await api.request<QrCodeScene>({ method: 'GET', url: '/user/api/user/qrcode/getMpQrCodeUrl' })).data;

/** The sandbox provider encodes a local page that plays the phone's part. */
export const isSandboxQrUrl = (qrcodeUrl: string) => qrcodeUrl.includes('/sandbox/wechat/scan');
