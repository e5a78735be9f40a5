import type { LivePlan } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  countdownText,
  dayLabel,
  recheckMs,
  renewDelayMs,
  roomStage,
  scheduleSections,
  siteDay,
  timeRange,
  wireTimeMs,
  withLatestToken,
} from './live-times';

const plan = (periodId: string, startTime: string, liveStatus: number): LivePlan => ({
  periodId,
  periodName: `第 ${periodId} 课`,
  courseId: '1',
  courseName: '四级听力',
  courseLogo: '',
  categoryId: '1',
  startTime,
  endTime: startTime.replace(/ (\d\d)/, (_, hour: string) => ` ${String(Number(hour) + 1).padStart(2, '0')}`),
  liveStatus,
  viewers: liveStatus === 2 ? 3 : 0,
});

describe('live times', () => {
  it('reads wire times in the site’s zone (UTC+8) and gives the site’s day', () => {
    expect(wireTimeMs('2026-11-28 20:00:00')).toBe(Date.UTC(2026, 10, 28, 12));
    expect(wireTimeMs('')).toBeNaN();
    expect(siteDay(Date.UTC(2026, 10, 28, 16, 30))).toBe('2026-11-29');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(timeRange(plan('1', '2026-11-28 20:00:00', 1))).toBe('20:00–21:00');
  });

  it('names near days and writes others with the weekday', () => {
    expect(dayLabel('2026-11-28', '2026-11-28')).toBe('今天');
    expect(dayLabel('2026-11-29', '2026-11-28')).toBe('明天');
    expect(dayLabel('2026-11-27', '2026-11-28')).toBe('昨天');
    expect(dayLabel('2026-12-01', '2026-11-28')).toBe('12月1日 周二');
  });

  it('counts down in days, hours or minutes and seconds, and stops at the start', () => {
    expect(countdownText(2 * 86_400_000 + 3 * 3_600_000 + 5000)).toBe('2 天 3 小时');
    expect(countdownText(3 * 3_600_000 + 5 * 60_000)).toBe('3 小时 05 分');
    expect(countdownText(5 * 60_000 + 9000)).toBe('05:09');
    expect(countdownText(400)).toBe('00:01');
    expect(countdownText(0)).toBe('');
    expect(countdownText(-5000)).toBe('');
  });
});

describe('the schedule', () => {
  it('puts live lessons first, then upcoming ones by day, then ready replays', () => {
    const upcoming = [
      plan('1', '2026-11-28 19:00:00', 2),
      plan('2', '2026-11-28 21:00:00', 1),
      plan('3', '2026-11-29 20:00:00', 1),
      plan('4', '2026-11-29 21:00:00', 1),
    ];
    const past = [plan('5', '2026-11-27 20:00:00', 5), plan('6', '2026-11-26 20:00:00', 3)];
    const { live, days, replays } = scheduleSections(upcoming, past, '2026-11-28');
    expect(live.map((item) => item.periodId)).toEqual(['1']);
    expect(days.map((day) => [day.label, day.plans.map((item) => item.periodId)])).toEqual([
      ['今天', ['2']],
      ['明天', ['3', '4']],
    ]);
    expect(replays.map((item) => item.periodId)).toEqual(['5']);
  });

  it('lists a replay of a lesson that ended before its planned end once, latest first', () => {
    const early = plan('8', '2026-11-28 18:00:00', 5);
    const older = plan('9', '2026-11-27 18:00:00', 5);
    const { replays, days } = scheduleSections([early], [older, early], '2026-11-28');
    expect(replays.map((item) => item.periodId)).toEqual(['8', '9']);
    expect(days).toEqual([]);
  });

  it('shows a lesson running past its planned end once, as live', () => {
    const running = plan('7', '2026-11-28 18:00:00', 2);
    const { live, days } = scheduleSections([running], [running], '2026-11-28');
    expect(live).toHaveLength(2);
    expect(days).toEqual([]);
  });
});

describe('the room', () => {
  it('shows what the lesson’s state asks for', () => {
    const room = { liveStatus: 1, needsPassword: 0, hlsUrl: '' };
    expect(roomStage(room)).toBe('waiting');
    expect(roomStage({ ...room, needsPassword: 1, liveStatus: 2 })).toBe('password');
    expect(roomStage({ ...room, liveStatus: 2, hlsUrl: '/apis/x/index.m3u8' })).toBe('live');
    expect(roomStage({ ...room, liveStatus: 2 })).toBe('waiting');
    expect(roomStage({ ...room, liveStatus: 3 })).toBe('processing');
    expect(roomStage({ ...room, liveStatus: 5 })).toBe('replay');
  });

  it('asks again soon near the start and once the teacher may push, rarely before, and not at all while playing', () => {
    expect(recheckMs('waiting', 2 * 3_600_000)).toBe(30_000);
    expect(recheckMs('waiting', 10 * 60_000)).toBe(10_000);
    expect(recheckMs('waiting', 30_000)).toBe(5000);
    expect(recheckMs('waiting', -60_000)).toBe(5000);
    expect(recheckMs('processing', 0)).toBe(20_000);
    expect(recheckMs('live', 0)).toBe(false);
  });

  it('renews the viewer address two minutes before it runs out, at most every 10 s', () => {
    const now = wireTimeMs('2026-11-28 20:00:00');
    expect(renewDelayMs('2026-11-28 20:10:00', now)).toBe(8 * 60_000);
    expect(renewDelayMs('2026-11-28 20:01:00', now)).toBe(10_000);
    expect(renewDelayMs('', now)).toBe(10_000);
  });

  it('sends the player’s requests with the latest token', () => {
    const first = '/apis/course/api/live/hls/AAA.1/index.m3u8';
    const latest = '/apis/course/api/live/hls/BBB.2/index.m3u8';
    expect(withLatestToken('http://school.test/apis/course/api/live/hls/AAA.1/seg_1_00003.ts', first, latest)).toBe(
      'http://school.test/apis/course/api/live/hls/BBB.2/seg_1_00003.ts',
    );
    expect(withLatestToken('http://school.test/apis/course/api/live/hls/AAA.1/index.m3u8', first, first)).toBe(
      'http://school.test/apis/course/api/live/hls/AAA.1/index.m3u8',
    );
  });
});
