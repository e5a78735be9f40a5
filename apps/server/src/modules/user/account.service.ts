import { createHash, randomInt } from 'node:crypto';
import {
  Code,
  SmsLimits,
  type Captcha,
  type LoginMethods,
  type LoginResult,
  type Page,
  type PageQuery,
  type QrState,
  type SmsCapAlert,
  type SmsOutboxItem,
} from '@school/contracts';
import type { Captchas } from '../../core/captcha.ts';
import { AppError, badRequest, forbidden, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../core/passwords.ts';
import type { SessionStore } from '../../core/sessions.ts';
import type { SignInGuard } from '../../core/sign-in-guard.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { AuthCodeRepo } from './auth-code.repo.ts';
import type { SmsSender } from './sms-sender.ts';
import { toUserInfo } from './user.mapper.ts';
import type { UserRepo } from './user.repo.ts';
import type { UsersTable } from './user.tables.ts';
import type { WechatProvider } from './wechat-provider.ts';

/** Sign-up, sign-in (password, SMS code, WeChat QR), reset and exit (SPEC §4, decisions 0009 and 0019). */

const SMS_INTERVAL_MS = SmsLimits.intervalSeconds * 1000;
const SMS_CODE_TTL_MS = SmsLimits.codeTtlSeconds * 1000;
const QR_TTL_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

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

const hashCode = (siteId: number, mobile: string, code: string) =>
  createHash('sha256').update(`${siteId}:${mobile}:${code}`).digest('hex');

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_REFUSED = '验证码错误或已过期';
const MOBILE_TAKEN = '该手机号已注册，请直接登录';

export function createAccountService(deps: AccountServiceDeps) {
  const { transact, userRepo, authCodeRepo, sessions, captchas, signInGuard, clock, newId } = deps;

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

  /** Past a daily cap the send is refused, and the console is told once a day per cap (and address). */
  async function enforceSmsCaps(siteId: number, clientIp: string, now: number): Promise<void> {
    const since = now - DAY_MS;
    const { perAddressPerDay, perSitePerDay } = deps.smsCaps;
    let hit: { kind: 'address' | 'site'; ip: string; limit: number } | null = null;
    if ((await authCodeRepo.countSmsCodesFromAddressSince(siteId, clientIp, since)) >= perAddressPerDay) {
      hit = { kind: 'address', ip: clientIp, limit: perAddressPerDay };
    } else if ((await authCodeRepo.countSiteSmsCodesSince(siteId, since)) >= perSitePerDay) {
      hit = { kind: 'site', ip: '', limit: perSitePerDay };
    }
    if (!hit) return;
    if (!(await authCodeRepo.findCapAlertSince(siteId, hit.kind, hit.ip, since))) {
      await authCodeRepo.insertCapAlert({
        id: newId(),
        site_id: siteId,
        gmt_create: now,
        cap_kind: hit.kind,
        client_ip: hit.ip,
        cap_limit: hit.limit,
      });
      deps.log.warn({ siteId, cap: hit.kind, clientIp: hit.ip, limit: hit.limit }, 'SMS daily cap reached');
    }
    throw new AppError(Code.tooManyRequests, '今日短信发送次数已达上限，请明天再试');
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

  async function recordScan(siteId: number, sceneId: string, openid: string, wxNickname: string): Promise<void> {
    const scene = await authCodeRepo.findScene(siteId, sceneId);
    if (!scene || scene.expires_at <= clock.now()) throw notFound('二维码已失效，请刷新后重新扫码');
    if (!(await authCodeRepo.moveScene(siteId, sceneId, 0, { state: 1, openid, wx_nickname: wxNickname }))) {
      throw wrongState('该二维码已被扫描');
    }
  }

  const ensureEnabled = (user: UsersTable) => {
    if (user.status_id !== 1) throw badRequest('账号已被停用，请联系管理员');
  };

  return {
    /** A signed-in user's SMS code, sent to their own number: its id (used up later with `consumeCode`), or 400. */
    async checkOwnCode(siteId: number, userId: number, purpose: SmsPurpose, code: string): Promise<number> {
      const user = await userRepo.findById(siteId, userId);
      if (!user?.mobile) throw badRequest('请先绑定手机号');
      return checkCode(siteId, user.mobile, purpose, code);
    },

    consumeCode,

    captchaImage: (siteId: number): Promise<Captcha> => captchas.create(siteId),

    /** Which sign-in methods this installation offers; the sign-in pages show only these. */
    loginMethods: (): LoginMethods => ({
      password: 1,
      code: deps.smsSender ? 1 : 0,
      qrcode: deps.wechat ? 1 : 0,
      register: deps.smsSender ? 1 : 0,
    }),

    async sendCode(
      siteId: number,
      input: { mobile: string; purpose: SmsPurpose; captchaId: string; captchaCode: string },
      clientIp: string,
    ): Promise<{ intervalSeconds: number }> {
      const smsSender = deps.smsSender;
      if (!smsSender) throw forbidden('短信服务未开通，请使用密码登录');
      if (!(await captchas.check(siteId, input.captchaId, input.captchaCode))) {
        throw badRequest('图形验证码错误或已过期');
      }
      const now = clock.now();
      if ((await authCodeRepo.countSmsCodesSince(siteId, input.mobile, now - SMS_INTERVAL_MS)) > 0) {
        throw new AppError(Code.tooManyRequests, '发送过于频繁，请 60 秒后再试');
      }
      if ((await authCodeRepo.countSmsCodesSince(siteId, input.mobile, now - DAY_MS)) >= SmsLimits.perMobilePerDay) {
        throw new AppError(Code.tooManyRequests, '该手机号今日验证码次数已达上限，请明天再试');
      }
      await enforceSmsCaps(siteId, clientIp, now);
      const user = await userRepo.findByMobile(siteId, input.mobile);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codeId = newId();
      await authCodeRepo.insertSmsCode({
        id: codeId,
        site_id: siteId,
        gmt_create: now,
        mobile: input.mobile,
        purpose: input.purpose,
        code_hash: hashCode(siteId, input.mobile, code),
        attempts: 0,
        expires_at: now + SMS_CODE_TTL_MS,
        used_at: null,
        client_ip: clientIp,
      });
      // The reply never tells whether a number has an account. Reset and wallet codes go only to an
      // account's own number; asked to register a number that has one, its owner is told so instead.
      const nobodyThere = (input.purpose === 'reset' || input.purpose === 'wallet') && !user;
      const taken = input.purpose === 'register' && user !== undefined;
      if (!nobodyThere) {
        const sign = `【${await deps.siteName(siteId)}】`;
        try {
          await smsSender.send({
            siteId,
            mobile: input.mobile,
            purpose: input.purpose,
            ...(taken
              ? { kind: 'registered', code: '', content: `${sign}${MOBILE_TAKEN}。如非本人操作，请忽略本短信。` }
              : {
                  kind: 'code',
                  code,
                  content: `${sign}您的验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`,
                }),
          });
        } catch (error) {
          // A text that never left does not count against the reader's limits.
          await authCodeRepo.deleteSmsCode(siteId, codeId);
          throw error;
        }
      }
      return { intervalSeconds: SMS_INTERVAL_MS / 1000 };
    },

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
        return signIn(siteId, user, tx);
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
        findCode(siteId, input.mobile, 'login', input.code),
      );
      // The reader holds the number now; a referral code is checked alike for new and known numbers.
      const referrerId = await referrerOf(siteId, input.referralCode);
      const existing = await userRepo.findByMobile(siteId, input.mobile);
      if (existing) ensureEnabled(existing);
      return transact(async (tx) => {
        await consumeCode(siteId, codeId, tx);
        await signInGuard.clear(siteId, account, tx);
        // Signing in by code with a new number opens the account, as Chinese sites do.
        const user = existing ?? (await createUser(siteId, { mobile: input.mobile, passwordHash: '', referrerId }, tx));
        return signIn(siteId, user, tx);
      });
    },

    async register(
      siteId: number,
      input: { mobile: string; code: string; password: string; nickname?: string; referralCode?: string },
    ): Promise<LoginResult> {
      // The code first: without the text sent to the number, a registered one answers as a new one does.
      const codeId = await checkCode(siteId, input.mobile, 'register', input.code);
      if (await userRepo.findByMobile(siteId, input.mobile)) throw badRequest(MOBILE_TAKEN);
      const referrerId = await referrerOf(siteId, input.referralCode);
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

    async resetPassword(
      siteId: number,
      input: { mobile: string; code: string; password: string },
      clientIp: string,
    ): Promise<null> {
      const codeId = await checkCode(siteId, input.mobile, 'reset', input.code);
      const user = await userRepo.findByMobile(siteId, input.mobile);
      if (!user) throw badRequest('验证码错误或已过期');
      const passwordHash = await hashPassword(input.password);
      await transact(async (tx) => {
        await consumeCode(siteId, codeId, tx);
        await userRepo.update(siteId, user.id, { password_hash: passwordHash, gmt_modified: clock.now() }, tx);
        await signInGuard.clear(siteId, { kind: 'user', name: input.mobile, clientIp }, tx);
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

    /** The days a daily SMS cap was reached, newest first, for the console. */
    async pageCapAlerts(siteId: number, query: PageQuery): Promise<Page<SmsCapAlert>> {
      const window = pageWindow(query);
      const { rows, total } = await authCodeRepo.pageCapAlerts(siteId, window.offset, window.pageSize);
      return toPage(
        rows.map((row) => ({
          id: String(row.id),
          capKind: row.cap_kind === 'site' ? ('site' as const) : ('address' as const),
          clientIp: row.client_ip,
          capLimit: row.cap_limit,
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
      if (!deps.wechat) throw forbidden('微信扫码登录未开通，请使用其他方式登录');
      const { sceneId, qrcodeUrl, display } = deps.wechat.createScene(origin);
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
      // WeChat's own page draws its QR code; the sandbox's address is drawn here.
      const svg = display === 'image' ? await drawQrCode(qrcodeUrl) : '';
      return {
        sceneId,
        qrcodeUrl,
        qrcodeImage: svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : '',
        display,
        expireSeconds: QR_TTL_MS / 1000,
      };
    },

    /**
     * WeChat sent the reader back with a code for the scene named by `state`: the scene must be
     * waiting and live before the code is spent, and the scan is recorded once. The school is the
     * one whose address WeChat sent the reader back to.
     */
    async completeWechatScan(siteId: number, state: string, code: string): Promise<void> {
      const exchange = deps.wechat?.exchangeCode;
      if (!exchange) throw notFound('微信扫码登录未开通');
      const scene = /^[0-9a-f]{32}$/.test(state) ? await authCodeRepo.findScene(siteId, state) : undefined;
      if (!scene || scene.state !== 0 || scene.expires_at <= clock.now()) {
        throw notFound('二维码已失效，请刷新后重新扫码');
      }
      const wechatUser = await exchange(code);
      await recordScan(siteId, state, wechatUser.openid, wechatUser.nickname || '微信用户');
    },

    /** WeChat reports a scan (the sandbox page plays this part). */
    scanQrScene: recordScan,

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
      // The code first, so a wrong one answers alike for registered and new numbers.
      const codeId = await checkCode(siteId, input.mobile, 'bind', input.code);
      const referrerId = await referrerOf(siteId, input.referralCode);
      const existing = await userRepo.findByMobile(siteId, input.mobile);
      if (existing) ensureEnabled(existing);
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

/** The QR code as SVG; the library loads with the first code drawn (decision 0046). */
async function drawQrCode(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', margin: 1, width: 200 });
}
