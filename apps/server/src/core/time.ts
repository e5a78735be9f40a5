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

export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
