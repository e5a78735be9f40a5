/** Times are stored as epoch milliseconds and travel as `yyyy-MM-dd HH:mm:ss` in the site's zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export const SITE_TIME_ZONE = 'Asia/Shanghai';

export function formatDateTime(epochMs: number, timeZone = SITE_TIME_ZONE): string {
  return formatterFor(timeZone).format(new Date(epochMs));
}

const offsetMs = (epochMs: number, timeZone: string): number => {
  const [date, time] = formatDateTime(epochMs, timeZone).split(' ') as [string, string];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(epochMs / 1000) * 1000;
};

/** Reads a wire time `yyyy-MM-dd HH:mm:ss` in the site's zone; undefined when it is not a real time. */
export function parseDateTime(text: string, timeZone = SITE_TIME_ZONE): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const epochMs = asUtc - offsetMs(asUtc - offsetMs(asUtc, timeZone), timeZone);
  return formatDateTime(epochMs, timeZone) === text ? epochMs : undefined;
}

export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
