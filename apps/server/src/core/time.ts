import { SITE_TIME_ZONE, WIRE_TIME_PARTS } from '@school/contracts';
import { badRequest } from './errors.ts';

/** Times are stored as epoch milliseconds and travel as `yyyy-MM-dd HH:mm:ss` in the site's zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('sv-SE', { timeZone, ...WIRE_TIME_PARTS });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export { SITE_TIME_ZONE };

/** The time as Intl writes it: slow, but the reference the fast path below must agree with. */
export const formatWithIntl = (epochMs: number, timeZone: string): string =>
  formatterFor(timeZone).format(new Date(epochMs));

const offsetMs = (epochMs: number, timeZone: string): number => {
  const [date, time] = formatWithIntl(epochMs, timeZone).split(' ') as [string, string];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(epochMs / 1000) * 1000;
};

/**
 * Intl formatting costs a few microseconds a time, which showed in every list (decision 0015). A zone's
 * offset changes at most once in an hour, so it is worked out once per hour seen (through Intl) and
 * reused; an hour in which it changes (a daylight-saving switch) is formatted through Intl every time.
 */
const HOUR_MS = 3_600_000;
const HOURS_KEPT = 50_000;
const offsetsByZone = new Map<string, Map<number, number | null>>();

function steadyOffset(epochMs: number, timeZone: string): number | null {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    offsetsByZone.set(timeZone, offsets);
  }
  const hour = Math.floor(epochMs / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const atStart = offsetMs(hour * HOUR_MS, timeZone);
    offset = offsetMs(hour * HOUR_MS + HOUR_MS - 1000, timeZone) === atStart ? atStart : null;
    if (offsets.size >= HOURS_KEPT) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

const two = (value: number) => (value < 10 ? `0${value}` : String(value));

export function formatDateTime(epochMs: number, timeZone = SITE_TIME_ZONE): string {
  const offset = steadyOffset(epochMs, timeZone);
  if (offset === null) return formatWithIntl(epochMs, timeZone);
  const local = new Date(epochMs + offset);
  return `${String(local.getUTCFullYear()).padStart(4, '0')}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
}

/** Reads a wire time `yyyy-MM-dd HH:mm:ss` in the site's zone; undefined when it is not a real time. */
export function parseDateTime(text: string, timeZone = SITE_TIME_ZONE): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const epochMs = asUtc - offsetMs(asUtc - offsetMs(asUtc, timeZone), timeZone);
  return formatDateTime(epochMs, timeZone) === text ? epochMs : undefined;
}

/** A wire time the caller sent in `field`; a clear 参数错误 when it is not a real time. */
export function requireDateTime(text: string, field: string): number {
  const epochMs = parseDateTime(text);
  if (epochMs === undefined) throw badRequest(`参数错误：${field} 不是有效的时间`);
  return epochMs;
}

export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
