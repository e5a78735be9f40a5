import type { Config } from '../../core/config.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { AuthCodeRepo } from './auth-code.repo.ts';
import { sandboxFaceMatcher, type FaceMatcher } from './face-matcher.ts';
import { createAliyunSmsSender } from './sms-aliyun.ts';
import { createSandboxSmsSender, type SmsSender } from './sms-sender.ts';
import { createTencentSmsSender } from './sms-tencent.ts';
import { createOpenWechatProvider, createSandboxWechatProvider, type WechatProvider } from './wechat-provider.ts';

/**
 * Which external providers are live (decision 0020): a configured provider is always the real one;
 * without a configuration the sandbox stands in while SANDBOX is on, and the feature is off otherwise.
 */
export type ProviderConfig = Pick<Config, 'sandbox' | 'sms' | 'wechat'>;

export function chooseProviders(config: ProviderConfig) {
  return {
    sms: config.sms.provider === 'off' ? null : config.sms.provider,
    wechat: config.wechat ? ('open' as const) : config.sandbox ? ('sandbox' as const) : null,
    face: config.sandbox ? ('sandbox' as const) : null,
    /** The sandbox pages serve only the sandbox WeChat; with a real WeChat app they would sign anyone in. */
    sandboxPages: config.sandbox && !config.wechat,
  };
}

const names = {
  sms: { sandbox: '沙箱（发件箱）', aliyun: '阿里云短信', tencent: '腾讯云短信' },
  wechat: { sandbox: '沙箱（/sandbox/wechat/scan）', open: '微信开放平台（网站应用扫码）' },
  face: { sandbox: '沙箱（同一张图片即同一人）' },
};

/** One line for the start-up log. */
export function describeProviders(config: ProviderConfig): string {
  const chosen = chooseProviders(config);
  return [
    `短信：${chosen.sms ? names.sms[chosen.sms] : '未开通'}`,
    `微信扫码登录：${chosen.wechat ? names.wechat[chosen.wechat] : '未开通'}`,
    `人脸比对：${chosen.face ? names.face[chosen.face] : '未开通'}`,
    `沙箱页面 /sandbox/**：${chosen.sandboxPages ? '开启' : '关闭'}`,
  ].join(' · ');
}

export function createProviders(
  config: ProviderConfig,
  deps: {
    authCodeRepo: Pick<AuthCodeRepo, 'insertOutbox'>;
    newId: IdGenerator;
    clock: Clock;
    log: { info(object: object, message: string): void; error(object: object, message: string): void };
  },
): { smsSender: SmsSender | null; wechat: WechatProvider | null; faceMatcher: FaceMatcher | null } {
  const chosen = chooseProviders(config);
  const smsSenders = {
    sandbox: () => createSandboxSmsSender(deps),
    aliyun: () => createAliyunSmsSender(config.sms.aliyun, deps.log),
    tencent: () => createTencentSmsSender(config.sms.tencent, deps.log),
  };
  return {
    smsSender: chosen.sms ? smsSenders[chosen.sms]() : null,
    wechat:
      chosen.wechat === 'open' && config.wechat
        ? createOpenWechatProvider(config.wechat, deps.log)
        : chosen.wechat === 'sandbox'
          ? createSandboxWechatProvider()
          : null,
    faceMatcher: chosen.face ? sandboxFaceMatcher : null,
  };
}
