import { randomBytes } from 'node:crypto';
import type { Captcha } from '@school/contracts';
import type { Cache } from './cache.ts';
import { captchaText, drawCaptcha } from './captcha-image.ts';

/**
 * Image captchas: single use, five minutes, kept in the cache so every instance shares them (Redis
 * when configured). Sign-in (core/sign-in-guard.ts) and SMS sending ask for them.
 */
export const CAPTCHA_TTL_SECONDS = 300;

export interface Captchas {
  create(siteId: number): Promise<Captcha>;
  /** Right or wrong, a captcha is gone once checked. */
  check(siteId: number, captchaId: string | undefined, answer: string | undefined): Promise<boolean>;
}

export function createCaptchas(cache: Cache): Captchas {
  const keyOf = (siteId: number, captchaId: string) => `captcha:${siteId}:${captchaId}`;
  return {
    async create(siteId) {
      const text = captchaText();
      const captchaId = randomBytes(16).toString('hex');
      await cache.set(keyOf(siteId, captchaId), text.toLowerCase(), CAPTCHA_TTL_SECONDS);
      return {
        captchaId,
        image: `data:image/png;base64,${drawCaptcha(text).toString('base64')}`,
        expireSeconds: CAPTCHA_TTL_SECONDS,
      };
    },
    async check(siteId, captchaId, answer) {
      if (!captchaId || !answer) return false;
      const key = keyOf(siteId, captchaId);
      const expected = await cache.get<string>(key);
      await cache.delete(key);
      return expected !== undefined && expected === answer.trim().toLowerCase();
    },
  };
}
