import { describe, expect, it } from 'vitest';
import { isSafeUrl, SAFE_URL_PATTERN } from '@school/contracts';
import { httpStatusFor, validationMessage } from './errors.ts';
import { createIdGenerator } from './ids.ts';
import { pageWindow, toPage } from './paging.ts';
import { formatDateTime, formatWithIntl, SITE_TIME_ZONE } from './time.ts';
import { UNSAFE_URLS } from '../testing/unsafe-urls.ts';

describe('ids', () => {
  it('are unique, increasing and exact as numbers, even within one millisecond', () => {
    const newId = createIdGenerator(3, () => Date.UTC(2026, 10, 22));
    const ids = Array.from({ length: 1000 }, newId);
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(ids.every((id) => Number.isSafeInteger(id))).toBe(true);
  });

  it('stay increasing when the clock steps back', () => {
    let now = Date.UTC(2026, 0, 1);
    const newId = createIdGenerator(0, () => now);
    const first = newId();
    now -= 5000;
    expect(newId()).toBeGreaterThan(first);
  });

  it('still fit in 53 bits in 2057', () => {
    const newId = createIdGenerator(31, () => Date.UTC(2057, 11, 31));
    expect(Number.isSafeInteger(newId())).toBe(true);
  });
});

describe('times', () => {
  it('are shown in Shanghai time as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 21, 16, 5, 9))).toBe('2026-11-22 00:05:09');
  });

  it('read the same as Intl in zones with daylight saving, half-hour switches and odd offsets', () => {
    const zones = [SITE_TIME_ZONE, 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
    for (const zone of zones) {
      // About every 17 minutes (and some milliseconds) through a year, across every switch of these zones.
      const start = Date.UTC(2026, 0, 1);
      const wrong: string[] = [];
      for (let at = start; at < start + 366 * 24 * 3_600_000; at += 1_000_003) {
        if (formatDateTime(at, zone) !== formatWithIntl(at, zone)) wrong.push(`${zone} ${at}`);
      }
      const old = Date.UTC(1950, 5, 1, 12);
      if (formatDateTime(old, zone) !== formatWithIntl(old, zone)) wrong.push(`${zone} ${old}`);
      expect(wrong).toEqual([]);
    }
  });
});

describe('paging', () => {
  it('defaults to page 1 of 20 and counts pages', () => {
    const window = pageWindow({});
    expect(window).toEqual({ pageCurrent: 1, pageSize: 20, offset: 0 });
    expect(toPage(['a'], 41, pageWindow({ pageCurrent: 3, pageSize: 20 }))).toEqual({
      list: ['a'],
      totalCount: 41,
      totalPage: 3,
      pageCurrent: 3,
      pageSize: 20,
    });
  });
});

describe('error catalogue', () => {
  it('mirrors envelope codes in HTTP statuses', () => {
    expect([200, 1, 301, 304, 400, 403, 404, 409, 429, 500, 999].map(httpStatusFor)).toEqual([
      200, 200, 401, 401, 400, 403, 404, 409, 429, 500, 422,
    ]);
  });

  it('names nested fields in Chinese', () => {
    expect(validationMessage([{ keyword: 'maxLength', instancePath: '/data/0/title', params: { limit: 50 } }])).toBe(
      '参数错误：data[0].title 长度不能超过 50 个字符',
    );
    expect(validationMessage([{ keyword: 'required', instancePath: '', params: { missingProperty: 'id' } }])).toBe(
      '参数错误：id 不能为空',
    );
    expect(validationMessage([{ keyword: 'maximum', instancePath: '/pageSize', params: { limit: 100 } }])).toBe(
      '参数错误：pageSize 不能大于 100',
    );
  });
});

describe('link addresses (SAFE_URL_PATTERN of the contracts)', () => {
  it('allow site paths, anchors and web links', () => {
    for (const ok of ['', 'list', '/view/service?id=1', 'https://www.moe.gov.cn', 'HTTP://A.CN/%2F', '#top', '?page=2'])
      expect(isSafeUrl(ok), ok).toBe(true);
  });

  it('refuse scripts, other hosts without a scheme, and their escaped or spaced variants', () => {
    for (const bad of UNSAFE_URLS) expect(isSafeUrl(bad), JSON.stringify(bad)).toBe(false);
  });

  it('are refused with a Chinese message naming the field', () => {
    expect(
      validationMessage([{ keyword: 'pattern', instancePath: '/navUrl', params: { pattern: SAFE_URL_PATTERN } }]),
    ).toBe('参数错误：navUrl 不是合法的链接地址');
  });
});
