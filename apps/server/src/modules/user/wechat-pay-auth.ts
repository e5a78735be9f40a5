import { createHash, randomBytes } from 'node:crypto';
import { Code, type WechatPayAuth } from '@school/contracts';
import type { Cache } from '../../core/cache.ts';
import type { WechatConfig } from '../../core/config.ts';
import { AppError, badRequest, refused } from '../../core/errors.ts';
import type { WechatPayOpenids } from './wechat-pay-openid.ts';

/**
 * WeChat's silent web authorisation (网页授权, scope snsapi_base) inside WeChat's browser, which gives
 * the learner's openid for the official account bound to WeChat Pay, so JSAPI payment can name the
 * payer (decision 0066). The learner is sent to WeChat's authorize page; WeChat sends them back to
 * /wechat/pay/callback with a code, which is exchanged for the openid and kept for the learner.
 * The `state` is random, kept for ten minutes with the learner who asked and the page to return to,
 * used once, and the callback's own session must be that learner's: another person's link binds nothing.
 */
export const WECHAT_PAY_CALLBACK_PATH = '/wechat/pay/callback';
export const SANDBOX_WECHAT_AUTHORIZE_PATH = '/sandbox/wechat/authorize';

const STATE_TTL_SECONDS = 600;
const stateKey = (siteId: number, state: string) => `wechat-pay-auth:${siteId}:${state}`;

export interface WechatPayAuthorizer {
  /** How the start-up log names it. */
  readonly label: string;
  /** The account the openids belong to. */
  readonly appId: string;
  /** Where the learner's browser goes to authorise. */
  authorizeUrl(origin: string, state: string): string;
  /** The learner's openid behind a code WeChat sent back. */
  exchangeCode(code: string): Promise<string>;
}

/** The sandbox plays WeChat with its own page, which sends back a code standing for a made-up openid. */
export function createSandboxWechatPayAuthorizer(): WechatPayAuthorizer {
  return {
    label: `沙箱（${SANDBOX_WECHAT_AUTHORIZE_PATH}）`,
    appId: 'sandbox',
    authorizeUrl: (origin, state) =>
      `${origin}${SANDBOX_WECHAT_AUTHORIZE_PATH}?${new URLSearchParams({
        redirect_uri: `${origin}${WECHAT_PAY_CALLBACK_PATH}`,
        state,
      })}`,
    async exchangeCode(code) {
      if (!/^sandbox-[0-9a-f]{16}$/.test(code)) throw badRequest('微信授权失败或已过期，请重新进入支付');
      return `sandbox-openid-${createHash('sha256').update(code).digest('hex').slice(0, 16)}`;
    },
  };
}

/** The sandbox page's code: random, so each pass through it is a new WeChat user. */
export const newSandboxCode = () => `sandbox-${randomBytes(8).toString('hex')}`;

export function createOfficialWechatPayAuthorizer(
  config: WechatConfig,
  log: { error(object: object, message: string): void },
): WechatPayAuthorizer {
  return {
    label: `微信公众号网页授权（${config.appId}）`,
    appId: config.appId,
    authorizeUrl(origin, state) {
      const query = new URLSearchParams({
        appid: config.appId,
        redirect_uri: `${origin}${WECHAT_PAY_CALLBACK_PATH}`,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
      });
      return `${config.openUrl.replace(/\/$/, '')}/connect/oauth2/authorize?${query}#wechat_redirect`;
    },
    async exchangeCode(code) {
      const query = new URLSearchParams({
        appid: config.appId,
        secret: config.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      let reply: { openid?: string; errcode?: number; errmsg?: string };
      try {
        const response = await fetch(`${config.apiUrl.replace(/\/$/, '')}/sns/oauth2/access_token?${query}`, {
          signal: AbortSignal.timeout(10_000),
        });
        reply = (await response.json()) as typeof reply;
      } catch (error) {
        log.error({ err: error, provider: 'wechat-official' }, 'WeChat unreachable');
        throw new AppError(Code.internal, '微信授权暂时不可用，请稍后再试');
      }
      if (reply.errcode || !reply.openid) {
        log.error({ provider: 'wechat-official', errcode: reply.errcode, errmsg: reply.errmsg }, 'WeChat refused');
        throw badRequest('微信授权失败或已过期，请重新进入支付');
      }
      return reply.openid;
    },
  };
}

export function createWechatPayAuth(deps: {
  authorizer: WechatPayAuthorizer | null;
  openids: Pick<WechatPayOpenids, 'find' | 'bind'>;
  cache: Cache;
}) {
  const { authorizer, openids, cache } = deps;
  const requireAuthorizer = () => {
    if (!authorizer) throw refused('本校未开通微信内支付，请在浏览器中打开后支付');
    return authorizer;
  };

  return {
    /** Whether the learner's openid is known; if not, where to authorise, coming back to `back` (a path of this site). */
    async start(siteId: number, userId: number, back: string, origin: string): Promise<WechatPayAuth> {
      const using = requireAuthorizer();
      if (await openids.find(siteId, userId, using.appId)) return { authorised: 1, authorizeUrl: '' };
      const state = randomBytes(16).toString('hex');
      await cache.set(stateKey(siteId, state), { userId, back }, STATE_TTL_SECONDS);
      return { authorised: 0, authorizeUrl: using.authorizeUrl(origin, state) };
    },

    /** WeChat's return: keeps the openid for the learner who asked, and gives the page to go back to. */
    async complete(siteId: number, userId: number, state: string, code: string): Promise<string> {
      const using = requireAuthorizer();
      const key = stateKey(siteId, /^[0-9a-f]{32}$/.test(state) ? state : 'none');
      const asked = await cache.get<{ userId: number; back: string }>(key);
      if (!asked || asked.userId !== userId) throw badRequest('授权链接无效或已过期，请回到课程页重新支付');
      await cache.delete(key);
      await openids.bind(siteId, userId, using.appId, await using.exchangeCode(code));
      return asked.back;
    },
  };
}

export type WechatPayAuthService = ReturnType<typeof createWechatPayAuth>;
