import { Code, SignInLimits } from '@school/contracts';
import type { Tx } from '../db/schema.ts';
import type { Captchas } from './captcha.ts';
import { AppError } from './errors.ts';
import type { IdGenerator } from './ids.ts';
import type { Clock } from './time.ts';

/**
 * The one guard in front of every sign-in path: learner password, learner SMS code and operator
 * password (decision 0019). It counts failures per account (existing or not) over a window, asks
 * for an image captcha from the third, and locks the account from the tenth until they age out.
 * The failures are kept by the user module (its `sign_in_failure` table, through `failures`).
 */
export interface SignInAccount {
  kind: 'user' | 'operator';
  /** The mobile of a learner, the login name of an operator, as typed. */
  name: string;
}

export interface CaptchaAnswer {
  captchaId?: string | undefined;
  captchaCode?: string | undefined;
}

/** Where failed sign-ins are kept (the user module's auth-code repo). */
export interface SignInFailures {
  countSignInFailuresSince(siteId: number, account: SignInAccount, since: number): Promise<number>;
  insertSignInFailure(siteId: number, account: SignInAccount, id: number, now: number): Promise<void>;
  clearSignInFailures(siteId: number, account: SignInAccount, tx?: Tx): Promise<void>;
}

const WINDOW_MS = SignInLimits.failureWindowMinutes * 60_000;

export function createSignInGuard({
  failures,
  captchas,
  clock,
  newId,
}: {
  failures: SignInFailures;
  captchas: Pick<Captchas, 'check'>;
  clock: Clock;
  newId: IdGenerator;
}) {
  return {
    /**
     * Runs a sign-in attempt: refuses a locked account and one that owes a right captcha, then
     * `attempt` checks the credentials. Null from `attempt` is a failure: it is counted and refused
     * with `failureMessage` (the same words for a wrong secret and an unknown account).
     */
    async attempt<T>(
      siteId: number,
      account: SignInAccount,
      captcha: CaptchaAnswer,
      failureMessage: string,
      attempt: () => Promise<T | null>,
    ): Promise<T> {
      const before = await failures.countSignInFailuresSince(siteId, account, clock.now() - WINDOW_MS);
      if (before >= SignInLimits.lockAfterFailures) {
        throw new AppError(Code.tooManyRequests, '登录失败次数过多，账号已锁定，请 15 分钟后再试', {
          needCaptcha: 1,
        });
      }
      if (
        before >= SignInLimits.captchaAfterFailures &&
        !(await captchas.check(siteId, captcha.captchaId, captcha.captchaCode))
      ) {
        throw new AppError(Code.badRequest, captcha.captchaId ? '图形验证码错误或已过期' : '请输入图形验证码', {
          needCaptcha: 1,
        });
      }
      const result = await attempt();
      if (result !== null) return result;
      await failures.insertSignInFailure(siteId, account, newId(), clock.now());
      throw new AppError(Code.badRequest, failureMessage, {
        needCaptcha: before + 1 >= SignInLimits.captchaAfterFailures ? 1 : 0,
      });
    },

    /** A successful sign-in or a password reset forgets the account's failures. */
    clear: (siteId: number, account: SignInAccount, tx?: Tx) => failures.clearSignInFailures(siteId, account, tx),
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
