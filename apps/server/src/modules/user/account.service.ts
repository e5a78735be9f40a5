import type { Captchas } from '../../core/captcha.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { SessionStore } from '../../core/sessions.ts';
import type { SignInGuard } from '../../core/sign-in-guard.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import { createAccountCore } from './account-core.ts';
import type { AuthCodeRepo } from './auth-code.repo.ts';
import { createQrSignInService } from './qr-sign-in.service.ts';
import { createSignInService } from './sign-in.service.ts';
import { createSmsCodeService } from './sms-code.service.ts';
import type { SmsSender } from './sms-sender.ts';
import type { UserRepo } from './user.repo.ts';
import type { WechatProvider } from './wechat-provider.ts';

/** Sign-up, sign-in (password, SMS code, WeChat QR), reset and exit (SPEC §4, decisions 0009 and 0019). */

export type SmsPurpose = 'register' | 'login' | 'reset' | 'bind' | 'wallet';

export interface AccountServiceDeps {
  transact: Transact;
  userRepo: UserRepo;
  authCodeRepo: AuthCodeRepo;
  sessions: Pick<SessionStore, 'start' | 'revoke' | 'revokeAll'>;
  captchas: Captchas;
  signInGuard: SignInGuard;
  clock: Clock;
  newId: IdGenerator;
  /** Null when no SMS provider is on (SANDBOX=0, SMS_PROVIDER=off): code sign-in, registration and reset are off. */
  smsSender: SmsSender | null;
  /** Null when WeChat sign-in is not configured and the sandbox is off. */
  wechat: WechatProvider | null;
  /** Daily SMS caps of this installation (SmsLimits gives the defaults). */
  smsCaps: { perAddressPerDay: number; perSitePerDay: number };
  siteName(siteId: number): Promise<string>;
  log: { warn(object: object, message: string): void };
}

/** One service over its parts: SMS codes, password and code sign-in, WeChat QR sign-in. */
export function createAccountService(deps: AccountServiceDeps) {
  const core = createAccountCore(deps);
  return {
    ...createSmsCodeService(deps, core),
    ...createSignInService(deps, core),
    ...createQrSignInService(deps, core),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
