import { Code, SignInLimits } from '@school/contracts';
import type { Db, DbOrTx } from '../db/schema.ts';
import type { Captchas } from './captcha.ts';
import { AppError } from './errors.ts';
import type { IdGenerator } from './ids.ts';
import { countRows } from './sql.ts';
import type { Clock } from './time.ts';

/**
 * The one guard in front of every sign-in path: learner password, learner SMS code and operator
 * password (decision 0015). It counts failures per account (existing or not) over a window, asks
 * for an image captcha from the third, and locks the account from the tenth until they age out.
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

const WINDOW_MS = SignInLimits.failureWindowMinutes * 60_000;

export function createSignInGuard({
  db,
  captchas,
  clock,
  newId,
}: {
  db: Db;
  captchas: Pick<Captchas, 'check'>;
  clock: Clock;
  newId: IdGenerator;
}) {
  const failures = (siteId: number, account: SignInAccount) =>
    countRows(
      db
        .selectFrom('sign_in_failure')
        .where('site_id', '=', siteId)
        .where('account_kind', '=', account.kind)
        .where('login_name', '=', account.name)
        .where('gmt_create', '>=', clock.now() - WINDOW_MS),
    );

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
      const before = await failures(siteId, account);
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
      await db
        .insertInto('sign_in_failure')
        .values({
          id: newId(),
          site_id: siteId,
          gmt_create: clock.now(),
          account_kind: account.kind,
          login_name: account.name,
        })
        .execute();
      throw new AppError(Code.badRequest, failureMessage, {
        needCaptcha: before + 1 >= SignInLimits.captchaAfterFailures ? 1 : 0,
      });
    },

    /** A successful sign-in or a password reset forgets the account's failures. */
    clear: (siteId: number, account: SignInAccount, tx: DbOrTx = db) =>
      tx
        .deleteFrom('sign_in_failure')
        .where('site_id', '=', siteId)
        .where('account_kind', '=', account.kind)
        .where('login_name', '=', account.name)
        .execute(),
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
