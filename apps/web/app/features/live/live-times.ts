import { LiveRules, LiveStatus, SITE_TIME_ZONE, SITE_UTC_OFFSET, type LivePlan } from '@school/contracts';

/** Epoch ms of a wire time (`yyyy-MM-dd HH:mm:ss` in the site's zone); NaN for anything else. */
export const wireTimeMs = (wire: string): number =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(wire) ? Date.parse(`${wire.replace(' ', 'T')}${SITE_UTC_OFFSET}`) : NaN;

const dayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: SITE_TIME_ZONE });

/** `yyyy-MM-dd` of a moment in the site's zone. */
export const siteDay = (ms: number): string => dayFormat.format(new Date(ms));

/** The day `offset` days after `day` (`yyyy-MM-dd`). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** 今天, 明天, 后天, or `11月30日 周一`. */
export function dayLabel(day: string, today: string): string {
  const near = ['今天', '明天', '后天'].find((_, offset) => addDays(today, offset) === day);
  if (near) return near;
  if (addDays(today, -1) === day) return '昨天';
  const date = new Date(`${day}T12:00:00Z`);
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日 ${WEEKDAYS[date.getUTCDay()]}`;
}

/** `20:00–21:00` of a lesson (the end's day is left out: lessons do not run past midnight in practice). */
export const timeRange = (plan: Pick<LivePlan, 'startTime' | 'endTime'>): string =>
  `${plan.startTime.slice(11, 16)}–${plan.endTime.slice(11, 16)}`;

/** How long until a start: `2 天 3 小时`, `3 小时 05 分`, `05:09` under an hour; empty once started. */
export function countdownText(msLeft: number): string {
  if (msLeft <= 0) return '';
  const seconds = Math.ceil(msLeft / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days} 天 ${hours} 小时`;
  if (hours > 0) return `${hours} 小时 ${two(minutes)} 分`;
  return `${two(minutes)}:${two(seconds % 60)}`;
}

export const LIVE_STATUS_WORDS: Readonly<Record<number, string>> = {
  [LiveStatus.notStarted]: '未开始',
  [LiveStatus.live]: '直播中',
  [LiveStatus.ended]: '已结束',
  [LiveStatus.replay]: '可回放',
};

/** The schedule's sections: live now, upcoming by day, and the replays (latest first). */
export function scheduleSections(upcoming: LivePlan[], past: LivePlan[], today: string) {
  const live = [...upcoming, ...past].filter((plan) => plan.liveStatus === LiveStatus.live);
  const liveIds = new Set(live.map((plan) => plan.periodId));
  const days: { day: string; label: string; plans: LivePlan[] }[] = [];
  for (const plan of upcoming) {
    if (liveIds.has(plan.periodId) || plan.liveStatus !== LiveStatus.notStarted) continue;
    const day = plan.startTime.slice(0, 10);
    let group = days.find((item) => item.day === day);
    if (!group) days.push((group = { day, label: dayLabel(day, today), plans: [] }));
    group.plans.push(plan);
  }
  // A lesson that ended early is still in the upcoming list until its planned end.
  const replays = [...upcoming, ...past]
    .filter((plan) => plan.liveStatus === LiveStatus.replay)
    .filter((plan, index, all) => all.findIndex((other) => other.periodId === plan.periodId) === index)
    .sort((a, b) => b.startTime.localeCompare(a.startTime));
  return { live, days, replays };
}

/** What the room shows for the lesson's state as `getLiveUrl` gives it. */
export type RoomStage = 'password' | 'waiting' | 'live' | 'processing' | 'replay';

export function roomStage(room: { liveStatus: number; needsPassword: number; hlsUrl: string }): RoomStage {
  if (room.needsPassword === 1) return 'password';
  if (room.liveStatus === LiveStatus.replay) return 'replay';
  if (room.liveStatus === LiveStatus.ended) return 'processing';
  if (room.liveStatus === LiveStatus.live && room.hlsUrl) return 'live';
  return 'waiting';
}

/** Ask for a new viewer address this long before the old one runs out. */
export const RENEW_BEFORE_MS = 120_000;
/** However near the end, wait this long between two renewals. */
export const RENEW_MIN_MS = 10_000;

/** When to ask `getLiveUrl` again for a fresh HLS address, from its expiry (a wire time). */
export function renewDelayMs(expireTime: string, now: number): number {
  const expiresAt = wireTimeMs(expireTime);
  if (Number.isNaN(expiresAt)) return RENEW_MIN_MS;
  return Math.max(RENEW_MIN_MS, expiresAt - now - RENEW_BEFORE_MS);
}

/**
 * While the room waits for the start or for the replay, how often it asks again: every 5 s once the
 * start is a minute away or past, every 10 s from when the teacher may push early, every 30 s before
 * that, every 20 s while the replay is made; not while the stream plays (the address is renewed).
 */
export function recheckMs(stage: RoomStage, msToStart: number): number | false {
  if (stage === 'waiting') {
    if (msToStart <= 60_000) return 5000;
    return msToStart <= LiveRules.earlyPushMinutes * 60_000 ? 10_000 : 30_000;
  }
  if (stage === 'processing') return 20_000;
  return false;
}

/** The part of a live HLS address that names the viewer's token: `/apis/…/hls/<token>/`. */
export const hlsBase = (url: string): string => url.slice(0, url.lastIndexOf('/') + 1);

/** A request of the player made with the first token, sent with the latest one instead. */
export const withLatestToken = (requestUrl: string, firstUrl: string, latestUrl: string): string =>
  requestUrl.replace(hlsBase(firstUrl), hlsBase(latestUrl));
