import { randomBytes } from 'node:crypto';

/**
 * The WeChat official-account boundary for QR sign-in. A real provider asks WeChat for a temporary
 * QR ticket and receives scan events on its callback; the sandbox provider (the default) encodes a
 * local page, /sandbox/wechat/scan, that plays the scan and reports it through the same service call.
 */
export interface WechatProvider {
  readonly sandbox: boolean;
  /** A new scene: its id and the address the QR code encodes. */
  createScene(origin: string): { sceneId: string; qrcodeUrl: string };
}

export function createSandboxWechatProvider(): WechatProvider {
  return {
    sandbox: true,
    createScene(origin) {
      const sceneId = randomBytes(16).toString('hex');
      return { sceneId, qrcodeUrl: `${origin}/sandbox/wechat/scan?scene=${sceneId}` };
    },
  };
}
