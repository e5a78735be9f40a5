import { randomBytes } from 'node:crypto';
import { Code } from '@school/contracts';
import type { WechatConfig } from '../../core/config.ts';
import { AppError } from '../../core/errors.ts';

/**
 * The WeChat boundary for QR sign-in (decision 0020). Each scene is a random id that doubles as the
 * OAuth `state`. The sandbox provider encodes a local page, /sandbox/wechat/scan, that plays the
 * phone's part. The open-platform provider shows WeChat's own QR page (website app, snsapi_login)
 * in a frame; after the scan WeChat sends the frame to /wechat/login/callback with a code, which
 * is exchanged for the user's unionid (or openid) and nickname.
 */
export interface WechatProvider {
  /** How the start-up log names it. */
  readonly label: string;
  /** A new scene: its id and the address the QR shows ('image': a QR of the address; 'frame': the page itself). */
  createScene(origin: string): { sceneId: string; qrcodeUrl: string; display: 'image' | 'frame' };
  /** The WeChat user behind a code from the callback (open platform only). */
  exchangeCode?(code: string): Promise<{ openid: string; nickname: string }>;
}

const newSceneId = () => randomBytes(16).toString('hex');

export function createSandboxWechatProvider(): WechatProvider {
  return {
    label: '沙箱（/sandbox/wechat/scan）',
    createScene(origin) {
      const sceneId = newSceneId();
      return { sceneId, qrcodeUrl: `${origin}/sandbox/wechat/scan?scene=${sceneId}`, display: 'image' };
    },
  };
}

export const WECHAT_CALLBACK_PATH = '/wechat/login/callback';

interface WechatError {
  errcode?: number;
  errmsg?: string;
}

export function createOpenWechatProvider(
  config: WechatConfig,
  log: { error(object: object, message: string): void },
): WechatProvider {
  const api = async <T>(path: string, query: Record<string, string>): Promise<T & WechatError> => {
    let reply: T & WechatError;
    try {
      const response = await fetch(`${config.apiUrl.replace(/\/$/, '')}${path}?${new URLSearchParams(query)}`, {
        signal: AbortSignal.timeout(10_000),
      });
      reply = (await response.json()) as T & WechatError;
    } catch (error) {
      log.error({ err: error, provider: 'wechat', path }, 'WeChat unreachable');
      throw new AppError(Code.internal, '微信登录暂时不可用，请稍后再试或使用其他方式登录');
    }
    if (reply.errcode) {
      log.error({ provider: 'wechat', path, errcode: reply.errcode, errmsg: reply.errmsg }, 'WeChat refused');
      throw new AppError(Code.badRequest, '微信授权失败或已过期，请刷新二维码后重新扫码');
    }
    return reply;
  };

  return {
    label: `微信开放平台（${config.appId}）`,
    createScene(origin) {
      const sceneId = newSceneId();
      const query = new URLSearchParams({
        appid: config.appId,
        redirect_uri: `${origin}${WECHAT_CALLBACK_PATH}`,
        response_type: 'code',
        scope: 'snsapi_login',
        state: sceneId,
        // Shown in a frame on the sign-in page; after the scan WeChat moves the frame itself.
        login_type: 'jssdk',
        self_redirect: 'true',
      });
      return {
        sceneId,
        qrcodeUrl: `${config.openUrl.replace(/\/$/, '')}/connect/qrconnect?${query}#wechat_redirect`,
        display: 'frame',
      };
    },
    async exchangeCode(code) {
      const token = await api<{ access_token: string; openid: string; unionid?: string }>('/sns/oauth2/access_token', {
        appid: config.appId,
        secret: config.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      const user = await api<{ nickname?: string; unionid?: string }>('/sns/userinfo', {
        access_token: token.access_token,
        openid: token.openid,
      });
      // The unionid is the same across the school's WeChat apps; the openid only within this one.
      return { openid: token.unionid ?? user.unionid ?? token.openid, nickname: (user.nickname ?? '').slice(0, 20) };
    },
  };
}
