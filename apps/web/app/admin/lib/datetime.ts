import { SITE_TIME_ZONE, WIRE_TIME_PARTS } from '@school/contracts';

/**
 * The wire's times are `yyyy-MM-dd HH:mm:ss` in the site's zone (SITE_TIME_ZONE); the browser's
 * `<input type="datetime-local">` uses `yyyy-MM-ddTHH:mm[:ss]`. The console converts between the two
 * as text, so no time zone arithmetic happens in the browser.
 */

const WIRE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/;
const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?(\.\d+)?$/;

export const WIRE_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** `2026-07-01 08:00:00` → `2026-07-01T08:00:00` (empty for anything else). */
export function wireToLocalInput(wire: string | undefined): string {
  const m = WIRE.exec((wire ?? '').trim());
  return m ? `${m[1]}T${m[2]}${m[3] ?? ':00'}` : '';
}

/** `2026-07-01T08:00` → `2026-07-01 08:00:00` (empty for anything else). */
export function localInputToWire(local: string | undefined): string {
  const m = LOCAL.exec((local ?? '').trim());
  return m ? `${m[1]} ${m[2]}${m[3] ?? ':00'}` : '';
}

/** The wire text of a Date, in the site's zone. */
export function toWireDateTime(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, ...WIRE_TIME_PARTS }).formatToParts(date);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

export type Schedule = 'upcoming' | 'running' | 'ended';

/** Where an advert's schedule stands at `now` (all three are wire texts, which order as text). */
export function scheduleOf(beginTime: string, endTime: string, now: string): Schedule {
  if (now < beginTime) return 'upcoming';
  if (now >= endTime) return 'ended';
  return 'running';
}

export const SCHEDULE_TEXT: Record<Schedule, { label: string; color: string }> = {
  upcoming: { label: '未开始', color: 'default' },
  running: { label: '投放中', color: 'success' },
  ended: { label: '已结束', color: 'warning' },
};

/** `2026-07-01 08:00:00` → `2026-07-01 08:00` for tables. */
export const shortDateTime = (wire: string) => (WIRE_DATETIME.test(wire) ? wire.slice(0, 16) : wire || '-');
