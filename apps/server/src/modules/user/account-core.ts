import { createHash, randomInt } from 'node:crypto';
import { SmsLimits, type LoginResult } from '@school/contracts';
import { badRequest } from '../../core/errors.ts';
import type { Tx } from '../../db/schema.ts';
import type { AccountServiceDeps, SmsPurpose } from './account.service.ts';
import { toUserInfo } from './user.mapper.ts';
import type { UsersTable } from './user.tables.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** What the SMS, sign-in and QR parts of the account service share: codes, new accounts, sessions. */

export const CODE_REFUSED = '验证码错误或已过期';
export const MOBILE_TAKEN = '该手机号已注册，请直接登录';
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const hashCode = (siteId: number, mobile: string, code: string) =>
  createHash('sha256').update(`${siteId}:${mobile}:${code}`).digest('hex');

export const ensureEnabled = (user: UsersTable) => {
  if (user.status_id !== 1) throw badRequest('账号已被停用，请联系管理员');
};

export function createAccountCore(deps: AccountServiceDeps) {
  const { userRepo, authCodeRepo, sessions, clock, newId } = deps;

  /** The id of a right, live SMS code, without using it up; a wrong guess counts against the code. */
  async function findCode(siteId: number, mobile: string, purpose: SmsPurpose, code: string): Promise<number | null> {
    const row = await authCodeRepo.latestSmsCode(siteId, mobile, purpose);
    const now = clock.now();
    if (!row || row.used_at !== null || row.expires_at <= now || row.attempts >= SmsLimits.attemptsPerCode) {
      return null;
    }
    if (row.code_hash !== hashCode(siteId, mobile, code)) {
      await authCodeRepo.countWrongGuess(siteId, row.id, row.attempts + 1);
      return null;
    }
    return row.id;
  }

  async function checkCode(siteId: number, mobile: string, purpose: SmsPurpose, code: string): Promise<number> {
    const id = await findCode(siteId, mobile, purpose, code);
    if (id === null) throw badRequest(CODE_REFUSED);
    return id;
  }

  async function consumeCode(siteId: number, codeId: number, tx: Tx): Promise<void> {
    if (!(await authCodeRepo.consumeSmsCode(siteId, codeId, clock.now(), tx))) throw badRequest(CODE_REFUSED);
  }

  async function newReferralCode(siteId: number, tx: Tx): Promise<string> {
    for (;;) {
      const code = Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');
      if (!(await userRepo.findByReferralCode(siteId, code, tx))) return code;
    }
  }

  async function referrerOf(siteId: number, referralCode: string | undefined): Promise<number | null> {
    const code = referralCode?.trim().toUpperCase();
    if (!code) return null;
    const referrer = await userRepo.findByReferralCode(siteId, code);
    if (!referrer) throw badRequest('推荐码不存在');
    return referrer.id;
  }

  async function createUser(
    siteId: number,
    fields: { mobile: string; passwordHash: string; nickname?: string; referrerId: number | null },
    tx: Tx,
  ): Promise<UsersTable> {
    const now = clock.now();
    const row: UsersTable = {
      ...newBusinessRow(newId(), siteId, now),
      mobile: fields.mobile,
      nickname: fields.nickname?.trim() || `学员${fields.mobile.slice(-4)}`,
      head_img_url: '',
      user_type: 1,
      is_vip: 0,
      vip_expire_time: null,
      is_recommended: 0,
      password_hash: fields.passwordHash,
      sex: 0,
      remark: '',
      referral_code: await newReferralCode(siteId, tx),
      referrer_user_id: fields.referrerId,
      referrer_bound_at: fields.referrerId ? now : null,
      referral_visit_count: 0,
      face_img_url: '',
    };
    await userRepo.insert(row, tx);
    return row;
  }

  async function signIn(siteId: number, user: UsersTable, tx: Tx): Promise<LoginResult> {
    const token = await sessions.start(
      { siteId, subjectKind: 'user', subjectId: user.id, clientType: 1 },
      { single: true, tx },
    );
    return { token, userInfo: toUserInfo(user, clock.now()) };
  }

  return { findCode, checkCode, consumeCode, referrerOf, createUser, signIn };
}

export type AccountCore = ReturnType<typeof createAccountCore>;
