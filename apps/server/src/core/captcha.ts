import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Captcha } from '@school/contracts';
import type { Cache } from './cache.ts';

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
      const captcha = svgCaptcha.create({
        size: 4,
        noise: 2,
        ignoreChars: '0oO1ilI',
        color: true,
        background: '#f3f6fb',
      });
      const captchaId = randomBytes(16).toString('hex');
      await cache.set(keyOf(siteId, captchaId), captcha.text.toLowerCase(), CAPTCHA_TTL_SECONDS);
      return {
        captchaId,
        image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
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
