import type { LoginMethods, LoginResult } from '@school/contracts';
import { badRequest } from '../../core/errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../core/passwords.ts';
import { CODE_REFUSED, ensureEnabled, MOBILE_TAKEN, type AccountCore } from './account-core.ts';
import type { AccountServiceDeps } from './account.service.ts';

/** Password and SMS-code sign-in, registration, password reset and exit (decision 0019). */
export function createSignInService(deps: AccountServiceDeps, core: AccountCore) {
  const { transact, userRepo, sessions, signInGuard, clock } = deps;

  return {
    /** Which sign-in methods this installation offers; the sign-in pages show only these. */
    loginMethods: (): LoginMethods => ({
      password: 1,
      code: deps.smsSender ? 1 : 0,
      qrcode: deps.wechat ? 1 : 0,
      register: deps.smsSender ? 1 : 0,
    }),

    async loginByPassword(
      siteId: number,
      input: { mobile: string; password: string; captchaId?: string; captchaCode?: string },
      clientIp: string,
    ): Promise<LoginResult> {
      const account = { kind: 'user', name: input.mobile, clientIp } as const;
      const user = await signInGuard.attempt(siteId, account, input, '手机号或密码错误', async () => {
        const found = await userRepo.findByMobile(siteId, input.mobile);
        // An unknown mobile costs the same hashing as a known one (the decoy hash).
        return (await verifyPassword(found?.password_hash, input.password)) ? found! : null;
      });
      ensureEnabled(user);
      const newHash = needsRehash(user.password_hash) ? await hashPassword(input.password) : null;
      return transact(async (tx) => {
        await signInGuard.clear(siteId, account, tx);
        if (newHash) await userRepo.update(siteId, user.id, { password_hash: newHash }, tx);
        return core.signIn(siteId, user, tx);
      });
    },

    /**
     * The SMS code is checked first, and every failure before it is right gets the same answer, so
     * nobody learns from this call whether a number is registered (decision 0019).
     */
    async loginByCode(
      siteId: number,
      input: { mobile: string; code: string; referralCode?: string; captchaId?: string; captchaCode?: string },
      clientIp: string,
    ): Promise<LoginResult> {
      const account = { kind: 'user', name: input.mobile, clientIp } as const;
      const codeId = await signInGuard.attempt(siteId, account, input, CODE_REFUSED, () =>
        core.findCode(siteId, input.mobile, 'login', input.code),
      );
      // The reader holds the number now; a referral code is checked alike for new and known numbers.
      const referrerId = await core.referrerOf(siteId, input.referralCode);
      const existing = await userRepo.findByMobile(siteId, input.mobile);
      if (existing) ensureEnabled(existing);
      return transact(async (tx) => {
        await core.consumeCode(siteId, codeId, tx);
        await signInGuard.clear(siteId, account, tx);
        // Signing in by code with a new number opens the account, as Chinese sites do.
        const user =
          existing ?? (await core.createUser(siteId, { mobile: input.mobile, passwordHash: '', referrerId }, tx));
        return core.signIn(siteId, user, tx);
      });
    },

    async register(
      siteId: number,
      input: { mobile: string; code: string; password: string; nickname?: string; referralCode?: string },
    ): Promise<LoginResult> {
      // The code first: without the text sent to the number, a registered one answers as a new one does.
      const codeId = await core.checkCode(siteId, input.mobile, 'register', input.code);
      if (await userRepo.findByMobile(siteId, input.mobile)) throw badRequest(MOBILE_TAKEN);
      const referrerId = await core.referrerOf(siteId, input.referralCode);
      const passwordHash = await hashPassword(input.password);
      return transact(async (tx) => {
        await core.consumeCode(siteId, codeId, tx);
        const user = await core.createUser(
          siteId,
          { mobile: input.mobile, passwordHash, nickname: input.nickname, referrerId },
          tx,
        );
        return core.signIn(siteId, user, tx);
      });
    },

    async resetPassword(
      siteId: number,
      input: { mobile: string; code: string; password: string },
      clientIp: string,
    ): Promise<null> {
      const codeId = await core.checkCode(siteId, input.mobile, 'reset', input.code);
      const user = await userRepo.findByMobile(siteId, input.mobile);
      if (!user) throw badRequest(CODE_REFUSED);
      const passwordHash = await hashPassword(input.password);
      await transact(async (tx) => {
        await core.consumeCode(siteId, codeId, tx);
        await userRepo.update(siteId, user.id, { password_hash: passwordHash, gmt_modified: clock.now() }, tx);
        await signInGuard.clear(siteId, { kind: 'user', name: input.mobile, clientIp }, tx);
        await sessions.revokeAll(siteId, 'user', user.id, tx);
      });
      return null;
    },

    async exit(siteId: number, token: string | undefined): Promise<null> {
      if (token) await sessions.revoke(siteId, token);
      return null;
    },
  };
}
