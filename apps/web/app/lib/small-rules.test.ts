import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_AT_KEY, isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { closePromo, isPromoClosed, PROMO_CLOSED_AT_KEY, readPromoClosedAt } from './home-promo';
import { mobileRedirectUrl } from './mobile-redirect';
import { referralCodeFromSearch } from './referral-code';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

describe('home promo window', () => {
  it('stays closed for 120000 ms after closing', () => {
    closePromo(window.localStorage, 1_000_000);
    const closedAt = readPromoClosedAt(window.localStorage);
    expect(window.localStorage.getItem(PROMO_CLOSED_AT_KEY)).toBe('1000000');
    expect(isPromoClosed(closedAt, 1_000_000 + 119_999)).toBe(true);
    expect(isPromoClosed(closedAt, 1_000_000 + 120_000)).toBe(false);
    window.localStorage.clear();
    expect(isPromoClosed(readPromoClosedAt(window.localStorage), 0)).toBe(false);
  });
});

describe('referral code in the query', () => {
  it('reads ?referralCode= or ?code=', () => {
    expect(referralCodeFromSearch('?referralCode=AB12')).toBe('AB12');
    expect(referralCodeFromSearch('?code=XY9&x=1')).toBe('XY9');
    expect(referralCodeFromSearch('?referralCode=&code=')).toBeUndefined();
    expect(referralCodeFromSearch('')).toBeUndefined();
  });
});

describe('mobile redirect', () => {
  it('sends phones to h5Domain with the query kept', () => {
    expect(mobileRedirectUrl(IPHONE, 'm.school.cn', '?code=1')).toBe('https://m.school.cn/?code=1');
    expect(mobileRedirectUrl(IPHONE, 'https://m.school.cn/', '')).toBe('https://m.school.cn/');
  });

  it('leaves desktops alone, and everyone when h5Domain is not set', () => {
    expect(mobileRedirectUrl(DESKTOP, 'm.school.cn', '')).toBeUndefined();
    expect(mobileRedirectUrl(IPHONE, '', '')).toBeUndefined();
  });
});

describe('reload after a lost script chunk', () => {
  it('reloads at most once a minute', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(window.sessionStorage, 100_000, reload)).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_AT_KEY)).toBe('100000');
    expect(reloadForChunkError(window.sessionStorage, 159_999, reload)).toBe(false);
    expect(reloadForChunkError(window.sessionStorage, 160_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
