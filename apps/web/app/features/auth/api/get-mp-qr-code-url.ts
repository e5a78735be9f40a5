import type { Requester } from '~/lib/request';

export interface QrCodeScene {
  sceneId: string;
  /** data:image/svg+xml;base64,… of the sandbox scan page; empty for WeChat's own page. */
  qrcodeImage: string;
  /** The sandbox scan page, or WeChat's QR page (shown in a frame). */
  qrcodeUrl: string;
  /** 'image': show qrcodeImage; 'frame': open qrcodeUrl in a frame (WeChat open platform). */
  display: 'image' | 'frame';
  expireSeconds: number;
}

/** GET /user/api/user/qrcode/getMpQrCodeUrl — a new sign-in QR code (valid 5 minutes). */
export const fetchMpQrCode = async (api: Requester) =>
  (await api.request<QrCodeScene>({ method: 'GET', url: '/user/api/user/qrcode/getMpQrCodeUrl' })).data;

/** The sandbox provider encodes a local page that plays the phone's part. */
export const isSandboxQrUrl = (qrcodeUrl: string) => qrcodeUrl.includes('/sandbox/wechat/scan');
