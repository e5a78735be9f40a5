import { randomInt } from 'node:crypto';
import {
  Code,
  SmsLimits,
  type Captcha,
  type Page,
  type PageQuery,
  type SmsCapAlert,
  type SmsOutboxItem,
} from '@school/contracts';
import { AppError, badRequest, forbidden, tooOften } from '../../core/errors.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime } from '../../core/time.ts';
import { hashCode, MOBILE_TAKEN, type AccountCore } from './account-core.ts';
import type { AccountServiceDeps, SmsPurpose } from './account.service.ts';

/** SMS codes: the captcha before them, sending within the caps, checking a user's own, the console's outbox. */

const SMS_INTERVAL_MS = SmsLimits.intervalSeconds * 1000;
const SMS_CODE_TTL_MS = SmsLimits.codeTtlSeconds * 1000;
const DAY_MS = 24 * 60 * 60_000;

export function createSmsCodeService(deps: AccountServiceDeps, core: AccountCore) {
  const { userRepo, authCodeRepo, captchas, clock, newId } = deps;

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

  return {
    /** A signed-in user's SMS code, sent to their own number: its id (used up later with `consumeCode`), or 400. */
    async checkOwnCode(siteId: number, userId: number, purpose: SmsPurpose, code: string): Promise<number> {
      const user = await userRepo.findById(siteId, userId);
      if (!user?.mobile) throw badRequest('请先绑定手机号');
      return core.checkCode(siteId, user.mobile, purpose, code);
    },

    consumeCode: core.consumeCode,

    captchaImage: (siteId: number): Promise<Captcha> => captchas.create(siteId),

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
      const lastSent = await authCodeRepo.lastSmsSentSince(siteId, input.mobile, now - SMS_INTERVAL_MS);
      if (lastSent !== undefined) throw tooOften(lastSent + SMS_INTERVAL_MS - now, '发送过于频繁');
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
  };
}
