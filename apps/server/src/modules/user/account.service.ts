import { createHash, randomBytes, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import svgCaptcha from 'svg-captcha';
import {
  Code,
  type Captcha,
  type LoginResult,
  type Page,
  type PageQuery,
  type QrState,
  type SmsOutboxItem,
} from '@school/contracts';
import { type Cache } from '../../core/cache.ts';
import { AppError, badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { SessionStore } from '../../core/sessions.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { AuthCodeRepo } from './auth-code.repo.ts';
import type { SmsSender } from './sms-sender.ts';
import { toUserInfo } from './user.mapper.ts';
import type { UserRepo } from './user.repo.ts';
import type { UsersTable } from './user.tables.ts';
import type { WechatProvider } from './wechat-provider.ts';

/** Sign-up, sign-in (password, SMS code, WeChat QR), reset and exit (SPEC §4, issue rules). */

export const SMS_INTERVAL_MS = 60_000;
export const SMS_DAILY_LIMIT = 10;
export const SMS_CODE_TTL_MS = 5 * 60_000;
const SMS_CODE_MAX_ATTEMPTS = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
const CAPTCHA_TTL_SECONDS = 300;
const QR_TTL_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export type SmsPurpose = 'register' | 'login' | 'reset' | 'bind';

export interface AccountServiceDeps {
  transact: Transact;
  userRepo: UserRepo;
  authCodeRepo: AuthCodeRepo;
  sessions: Pick<SessionStore, 'start' | 'revoke' | 'revokeAll'>;
  cache: Cache;
  clock: Clock;
  newId: IdGenerator;
  smsSender: SmsSender;
  wechat: WechatProvider;
  siteName(siteId: number): Promise<string>;
}

const hashCode = (siteId: number, mobile: string, code: string) =>
  createHash('sha256').update(`${siteId}:${mobile}:${code}`).digest('hex');

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function createAccountService(deps: AccountServiceDeps) {
  const { transact, userRepo, authCodeRepo, sessions, cache, clock, newId } = deps;
  // Wrong mobiles are checked against a real hash too, so timing does not tell which mobiles exist.
  const decoyHash = hashPassword(randomBytes(12).toString('hex'));

  const captchaKey = (siteId: number, captchaId: string) => `captcha:${siteId}:${captchaId}`;

  /** Single use: a captcha is gone once checked, right or wrong. */
  async function checkCaptcha(
    siteId: number,
    captchaId: string | undefined,
    answer: string | undefined,
  ): Promise<boolean> {
    if (!captchaId || !answer) return false;
    const key = captchaKey(siteId, captchaId);
    const expected = await cache.get<string>(key);
    await cache.delete(key);
    return expected !== undefined && expected === answer.trim().toLowerCase();
  }

  /** Checks an SMS code without using it up; a wrong guess counts against the code. */
  async function checkCode(siteId: number, mobile: string, purpose: SmsPurpose, code: string): Promise<number> {
    const row = await authCodeRepo.latestSmsCode(siteId, mobile, purpose);
    const now = clock.now();
    if (!row || row.used_at !== null || row.expires_at <= now || row.attempts >= SMS_CODE_MAX_ATTEMPTS) {
      throw badRequest('验证码错误或已过期');
    }
    if (row.code_hash !== hashCode(siteId, mobile, code)) {
      await authCodeRepo.countWrongGuess(siteId, row.id, row.attempts + 1);
      throw badRequest('验证码错误或已过期');
    }
    return row.id;
  }

  async function consumeCode(siteId: number, codeId: number, tx: Tx): Promise<void> {
    if (!(await authCodeRepo.consumeSmsCode(siteId, codeId, clock.now(), tx))) throw badRequest('验证码错误或已过期');
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
      id: newId(),
      site_id: siteId,
      status_id: 1,
      gmt_create: now,
      gmt_modified: now,
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

  const ensureEnabled = (user: UsersTable) => {
    if (user.status_id !== 1) throw badRequest('账号已被停用，请联系管理员');
  };

  return {
    async captchaImage(siteId: number): Promise<Captcha> {
      const captcha = svgCaptcha.create({
        size: 4,
        noise: 2,
        ignoreChars: '0oO1ilI',
        color: true,
        background: '#f3f6fb',
      });
      const captchaId = randomBytes(16).toString('hex');
      await cache.set(captchaKey(siteId, captchaId), captcha.text.toLowerCase(), CAPTCHA_TTL_SECONDS);
      return {
        captchaId,
        image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
        expireSeconds: CAPTCHA_TTL_SECONDS,
      };
    },

    async sendCode(
      siteId: number,
      input: { mobile: string; purpose: SmsPurpose; captchaId: string; captchaCode: string },
    ): Promise<{ intervalSeconds: number }> {
      if (!(await checkCaptcha(siteId, input.captchaId, input.captchaCode))) throw badRequest('图形验证码错误或已过期');
      const now = clock.now();
      if ((await authCodeRepo.countSmsCodesSince(siteId, input.mobile, now - SMS_INTERVAL_MS)) > 0) {
        throw new AppError(Code.tooManyRequests, '发送过于频繁，请 60 秒后再试');
      }
      if ((await authCodeRepo.countSmsCodesSince(siteId, input.mobile, now - DAY_MS)) >= SMS_DAILY_LIMIT) {
        throw new AppError(Code.tooManyRequests, '该手机号今日验证码次数已达上限，请明天再试');
      }
      const user = await userRepo.findByMobile(siteId, input.mobile);
      // Registration has to say a number is taken; sign-in and reset never tell.
      if (input.purpose === 'register' && user) throw badRequest('该手机号已注册，请直接登录');

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await authCodeRepo.insertSmsCode({
        id: newId(),
        site_id: siteId,
        gmt_create: now,
        mobile: input.mobile,
        purpose: input.purpose,
        code_hash: hashCode(siteId, input.mobile, code),
        attempts: 0,
        expires_at: now + SMS_CODE_TTL_MS,
        used_at: null,
      });
      const nobodyToReset = input.purpose === 'reset' && !user;
      if (!nobodyToReset) {
        await deps.smsSender.send({
          siteId,
          mobile: input.mobile,
          purpose: input.purpose,
          content: `【${await deps.siteName(siteId)}】您的验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`,
        });
      }
      return { intervalSeconds: SMS_INTERVAL_MS / 1000 };
    },

    async loginByPassword(
      siteId: number,
      input: { mobile: string; password: string; captchaId?: string; captchaCode?: string },
    ): Promise<LoginResult> {
      const failures = await authCodeRepo.countLoginFailuresSince(
        siteId,
        input.mobile,
        clock.now() - FAILURE_WINDOW_MS,
      );
      if (failures >= LOCK_AFTER_FAILURES) {
        throw new AppError(Code.tooManyRequests, '密码错误次数过多，账号已锁定，请 15 分钟后再试', { needCaptcha: 1 });
      }
      if (failures >= CAPTCHA_AFTER_FAILURES && !(await checkCaptcha(siteId, input.captchaId, input.captchaCode))) {
        throw new AppError(Code.badRequest, input.captchaId ? '图形验证码错误或已过期' : '请输入图形验证码', {
          needCaptcha: 1,
        });
      }
      const user = await userRepo.findByMobile(siteId, input.mobile);
      const passwordOk = await verifyPassword(user?.password_hash || (await decoyHash), input.password);
      if (!user || !passwordOk) {
        await authCodeRepo.insertLoginFailure({
          id: newId(),
          site_id: siteId,
          mobile: input.mobile,
          gmt_create: clock.now(),
        });
        throw new AppError(Code.badRequest, '手机号或密码错误', {
          needCaptcha: failures + 1 >= CAPTCHA_AFTER_FAILURES ? 1 : 0,
        });
      }
      ensureEnabled(user);
      return transact(async (tx) => {
        await authCodeRepo.clearLoginFailures(siteId, input.mobile, tx);
        return signIn(siteId, user, tx);
      });
    },

    async loginByCode(
      siteId: number,
      input: { mobile: string; code: string; referralCode?: string },
    ): Promise<LoginResult> {
      const existing = await userRepo.findByMobile(siteId, input.mobile);
      if (existing) ensureEnabled(existing);
      const referrerId = existing ? null : await referrerOf(siteId, input.referralCode);
      const codeId = await checkCode(siteId, input.mobile, 'login', input.code);
      return transact(async (tx) => {
        await consumeCode(siteId, codeId, tx);
        // Signing in by code with a new number opens the account, as Chinese sites do.
        const user = existing ?? (await createUser(siteId, { mobile: input.mobile, passwordHash: '', referrerId }, tx));
        return signIn(siteId, user, tx);
      });
    },

    async register(
      siteId: number,
      input: { mobile: string; code: string; password: string; nickname?: string; referralCode?: string },
    ): Promise<LoginResult> {
      if (await userRepo.findByMobile(siteId, input.mobile)) throw badRequest('该手机号已注册，请直接登录');
      const referrerId = await referrerOf(siteId, input.referralCode);
      const codeId = await checkCode(siteId, input.mobile, 'register', input.code);
      const passwordHash = await hashPassword(input.password);
      return transact(async (tx) => {
        await consumeCode(siteId, codeId, tx);
        const user = await createUser(
          siteId,
          { mobile: input.mobile, passwordHash, nickname: input.nickname, referrerId },
          tx,
        );
        return signIn(siteId, user, tx);
      });
    },

    async resetPassword(siteId: number, input: { mobile: string; code: string; password: string }): Promise<null> {
      const codeId = await checkCode(siteId, input.mobile, 'reset', input.code);
      const user = await userRepo.findByMobile(siteId, input.mobile);
      if (!user) throw badRequest('验证码错误或已过期');
      const passwordHash = await hashPassword(input.password);
      await transact(async (tx) => {
        await consumeCode(siteId, codeId, tx);
        await userRepo.update(siteId, user.id, { password_hash: passwordHash, gmt_modified: clock.now() }, tx);
        await authCodeRepo.clearLoginFailures(siteId, input.mobile, tx);
        await sessions.revokeAll(siteId, 'user', user.id, tx);
      });
      return null;
    },

    async pageOutbox(siteId: number, query: PageQuery & { mobile?: string }): Promise<Page<SmsOutboxItem>> {
      const window = pageWindow(query);
      const { rows, total } = await authCodeRepo.pageOutbox(
        siteId,
        query.mobile?.trim() || undefined,
        window.offset,
        window.pageSize,
      );
      return toPage(
        rows.map((row) => ({
          id: String(row.id),
          mobile: row.mobile,
          content: row.content,
          purpose: row.purpose,
          gmtCreate: formatDateTime(row.gmt_create),
        })),
        total,
        window,
      );
    },

    async exit(siteId: number, token: string | undefined): Promise<null> {
      if (token) await sessions.revoke(siteId, token);
      return null;
    },

    async createQrScene(siteId: number, origin: string) {
      const { sceneId, qrcodeUrl } = deps.wechat.createScene(origin);
      const now = clock.now();
      await authCodeRepo.insertScene({
        id: newId(),
        site_id: siteId,
        gmt_create: now,
        scene_id: sceneId,
        state: 0,
        openid: '',
        wx_nickname: '',
        expires_at: now + QR_TTL_MS,
      });
      const svg = await QRCode.toString(qrcodeUrl, { type: 'svg', margin: 1, width: 200 });
      return {
        sceneId,
        qrcodeUrl,
        qrcodeImage: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        expireSeconds: QR_TTL_MS / 1000,
      };
    },

    /** WeChat reports a scan (the sandbox page plays this part). */
    async scanQrScene(siteId: number, sceneId: string, openid: string, wxNickname: string): Promise<void> {
      const scene = await authCodeRepo.findScene(siteId, sceneId);
      if (!scene || scene.expires_at <= clock.now()) throw notFound('二维码已失效，请刷新后重新扫码');
      if (!(await authCodeRepo.moveScene(siteId, sceneId, 0, { state: 1, openid, wx_nickname: wxNickname }))) {
        throw wrongState('该二维码已被扫描');
      }
    },

    async checkQrState(siteId: number, sceneId: string): Promise<QrState> {
      const scene = await authCodeRepo.findScene(siteId, sceneId);
      if (!scene) throw notFound('二维码不存在');
      const waiting = { token: '', userInfo: null, wxNickname: scene.wx_nickname };
      if (scene.state === 2 || scene.expires_at <= clock.now()) return { ...waiting, state: 3 };
      if (scene.state === 0) return { ...waiting, state: 0 };
      const binding = await userRepo.findWechatBinding(siteId, scene.openid);
      if (!binding) return { ...waiting, state: 2 };
      const user = await userRepo.findById(siteId, binding.user_id);
      if (!user) return { ...waiting, state: 2 };
      ensureEnabled(user);
      return transact(async (tx) => {
        if (!(await authCodeRepo.moveScene(siteId, sceneId, 1, { state: 2 }, tx))) return { ...waiting, state: 3 };
        const result = await signIn(siteId, user, tx);
        return { state: 1, token: result.token, userInfo: result.userInfo, wxNickname: scene.wx_nickname };
      });
    },

    async registerByQrcode(
      siteId: number,
      input: { sceneId: string; mobile: string; code: string; referralCode?: string },
    ): Promise<LoginResult> {
      const scene = await authCodeRepo.findScene(siteId, input.sceneId);
      if (!scene) throw notFound('二维码不存在');
      if (scene.state !== 1 || scene.expires_at <= clock.now()) throw wrongState('二维码已失效，请刷新后重新扫码');
      if (await userRepo.findWechatBinding(siteId, scene.openid)) throw wrongState('该微信已绑定其他账号');
      const existing = await userRepo.findByMobile(siteId, input.mobile);
      if (existing) ensureEnabled(existing);
      const referrerId = existing ? null : await referrerOf(siteId, input.referralCode);
      const codeId = await checkCode(siteId, input.mobile, 'bind', input.code);
      return transact(async (tx) => {
        await consumeCode(siteId, codeId, tx);
        if (!(await authCodeRepo.moveScene(siteId, input.sceneId, 1, { state: 2 }, tx)))
          throw wrongState('二维码已失效，请刷新后重新扫码');
        const user =
          existing ??
          (await createUser(
            siteId,
            { mobile: input.mobile, passwordHash: '', nickname: scene.wx_nickname, referrerId },
            tx,
          ));
        await userRepo.bindWechat(
          { id: newId(), site_id: siteId, user_id: user.id, openid: scene.openid, gmt_create: clock.now() },
          tx,
        );
        return signIn(siteId, user, tx);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
