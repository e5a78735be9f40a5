import { Code, SignInLimits } from '@school/contracts';
import type { Tx } from '../db/schema.ts';
import type { Captchas } from './captcha.ts';
import { AppError, tooOften } from './errors.ts';
import type { IdGenerator } from './ids.ts';
import type { Clock } from './time.ts';

/**
 * The one guard in front of every sign-in path: learner password, learner SMS code and operator
 * password (decisions 0019 and 0049). It counts failures over a window per account (existing or not)
 * and client address, and per account. The pair owes a captcha from its third failure and is locked
 * from its tenth; the account owes a captcha from any address from its tenth failure and is locked
 * for every address only from its hundredth, so one address cannot lock the real owner out.
 * The failures are kept by the user module (its `sign_in_failure` table, through `failures`).
 */
export interface SignInAccount {
  kind: 'user' | 'operator';
  /** The mobile of a learner, the login name of an operator, as typed. */
  name: string;
  /** The address the attempt comes from (the request's client address). */
  clientIp: string;
}

export interface CaptchaAnswer {
  captchaId?: string | undefined;
  captchaCode?: string | undefined;
}

/** Where failed sign-ins are kept (the user module's auth-code repo). */
export interface SignInFailures {
  /** The failures of this account since `since`, by client address. */
  countSignInFailuresByAddressSince(
    siteId: number,
    account: SignInAccount,
    since: number,
  ): Promise<Map<string, number>>;
  insertSignInFailure(siteId: number, account: SignInAccount, id: number, now: number): Promise<void>;
  deleteSignInFailure(siteId: number, id: number): Promise<void>;
  /** Forgets the failures of this account from this address. */
  clearSignInFailures(siteId: number, account: SignInAccount, tx?: Tx): Promise<void>;
}

const WINDOW_MS = SignInLimits.failureWindowMinutes * 60_000;
const owesCaptcha = (fromAddress: number, all: number) =>
  fromAddress >= SignInLimits.captchaAfterFailures || all >= SignInLimits.accountCaptchaAfterFailures;

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
     * Runs a sign-in attempt: refuses a locked pair or account and one that owes a right captcha,
     * then `attempt` checks the credentials. Null from `attempt` is a failure: it is counted and
     * refused with `failureMessage` (the same words for a wrong secret and an unknown account).
     */
    async attempt<T>(
      siteId: number,
      account: SignInAccount,
      captcha: CaptchaAnswer,
      failureMessage: string,
      attempt: () => Promise<T | null>,
    ): Promise<T> {
      // The attempt is written down as a failure before it is judged, so attempts sent at once all
      // see each other: a burst from one address cannot slip past the lock before any is counted.
      const id = newId();
      await failures.insertSignInFailure(siteId, account, id, clock.now());
      let failed = false;
      try {
        const byAddress = await failures.countSignInFailuresByAddressSince(siteId, account, clock.now() - WINDOW_MS);
        // This attempt's own row is among them.
        byAddress.set(account.clientIp, (byAddress.get(account.clientIp) ?? 1) - 1);
        const fromAddress = byAddress.get(account.clientIp)!;
        // An address counts towards the account only up to its own lock, attempts still running
        // included: however fast one address guesses, it cannot lock the account for the others.
        let all = 0;
        for (const count of byAddress.values()) all += Math.min(count, SignInLimits.lockAfterFailures);
        if (fromAddress >= SignInLimits.lockAfterFailures || all >= SignInLimits.accountLockAfterFailures) {
          // The lock lifts as failures leave the window; the whole window is the longest wait.
          throw tooOften(WINDOW_MS, '登录失败次数过多，账号已锁定', { needCaptcha: 1 });
        }
        if (owesCaptcha(fromAddress, all) && !(await captchas.check(siteId, captcha.captchaId, captcha.captchaCode))) {
          throw new AppError(Code.badRequest, captcha.captchaId ? '图形验证码错误或已过期' : '请输入图形验证码', {
            needCaptcha: 1,
          });
        }
        const result = await attempt();
        if (result !== null) return result;
        failed = true;
        throw new AppError(Code.badRequest, failureMessage, {
          needCaptcha: owesCaptcha(fromAddress + 1, all + 1) ? 1 : 0,
        });
      } finally {
        // Only wrong credentials stay counted; a refusal, an error or a success is not a failure.
        if (!failed) await failures.deleteSignInFailure(siteId, id);
      }
    },

    /** A successful sign-in or a password reset forgets the failures of the account from that address. */
    clear: (siteId: number, account: SignInAccount, tx?: Tx) => failures.clearSignInFailures(siteId, account, tx),
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
