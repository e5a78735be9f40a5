import { describe, expect, it } from 'vitest';
import { localInputToWire, scheduleOf, shortDateTime, toWireDateTime, wireToLocalInput } from './datetime';
import { compactFilters } from './paging';
import { durationText, smsCodeOf, userTypeText, yuanText } from './format';
import { findMenuEntry } from './menu';

describe('advert schedule times', () => {
  it('converts between the wire text and the datetime-local input', () => {
    expect(wireToLocalInput('2026-07-01 08:30:00')).toBe('2026-07-01T08:30:00');
    expect(wireToLocalInput('')).toBe('');
    expect(wireToLocalInput('yesterday')).toBe('');
    expect(localInputToWire('2026-07-01T08:30')).toBe('2026-07-01 08:30:00');
    expect(localInputToWire('2026-07-01T08:30:15')).toBe('2026-07-01 08:30:15');
    expect(localInputToWire('')).toBe('');
    expect(shortDateTime('2026-07-01 08:30:15')).toBe('2026-07-01 08:30');
  });

  it('writes a moment in the site’s time zone (Asia/Shanghai)', () => {
    expect(toWireDateTime(new Date('2026-01-31T16:05:09Z'))).toBe('2026-02-01 00:05:09');
  });

  it('tells upcoming, running and ended schedules apart', () => {
    const begin = '2026-07-01 00:00:00';
    const end = '2026-08-01 00:00:00';
    expect(scheduleOf(begin, end, '2026-06-30 23:59:59')).toBe('upcoming');
    expect(scheduleOf(begin, end, begin)).toBe('running');
    expect(scheduleOf(begin, end, end)).toBe('ended');
  });
});

describe('small console rules', () => {
  it('leaves empty filters out of list requests', () => {
    expect(compactFilters({ keyword: '  ', mobile: ' 138 ', userType: undefined, statusId: 0 })).toEqual({
      mobile: '138',
      statusId: 0,
    });
  });

  it('formats codes, prices and durations', () => {
    expect(smsCodeOf('【启航英语网校】您的验证码为 482913，5 分钟内有效。')).toBe('482913');
    expect(smsCodeOf('没有验证码')).toBeUndefined();
    expect(userTypeText(2)).toBe('讲师');
    expect(yuanText(99)).toBe('¥99');
    expect(yuanText(199.9)).toBe('¥199.90');
    expect(durationText(365)).toBe('365 天（1 年）');
    expect(durationText(90)).toBe('90 天（3 个月）');
    expect(durationText(7)).toBe('7 天');
  });

  it('puts every new page in its menu group', () => {
    expect(findMenuEntry('/admin/user/lecturer')?.parents).toEqual(['user']);
    expect(findMenuEntry('/admin/message/sms')?.item.label).toBe('短信发件箱（沙箱）');
    expect(findMenuEntry('/admin/course/category')?.parents).toEqual(['course']);
    expect(findMenuEntry('/admin/content/article')?.item.label).toBe('底部导航文章');
  });
});
