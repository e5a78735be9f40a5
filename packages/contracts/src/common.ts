import { Type, type Static, type TSchema } from 'typebox';
import { MOBILE_PATTERN, PATH_LIST_PATTERN, SAFE_URL_PATTERN, URL_MAX } from './rules.ts';

/** Shared wire shapes and codes (ARCHITECTURE §4, GLOSSARY "Shared codes"). */

export const Code = {
  ok: 200,
  sessionExpired: 301,
  sessionInvalid: 302,
  notSignedIn: 303,
  signedInElsewhere: 304,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  wrongState: 409,
  tooManyRequests: 429,
  internal: 500,
  refused: 999,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** What a rate-limit refusal (code 429) carries in `data`: the seconds until the caller may try again. */
export interface RetryAfter {
  retryAfter: number;
}
/**
 * The words of every rate-limit refusal, with the wait: seconds under a minute, else minutes under two
 * hours, else hours. `reason` says what was refused.
 */
export function tooOftenMessage(retryAfterSeconds: number, reason = '操作太频繁'): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return `${reason}，请 ${seconds} 秒后再试`;
  if (seconds < 2 * 3600) return `${reason}，请 ${Math.ceil(seconds / 60)} 分钟后再试`;
  return `${reason}，请 ${Math.ceil(seconds / 3600)} 小时后再试`;
}

/** A 64-bit id written as decimal digits. */
export const ID_PATTERN = '^[1-9][0-9]{0,18}$';
export const Id = Type.String({ pattern: ID_PATTERN, maxLength: 19, description: '64 位编号（字符串）' });
/** The zone every wire time is written in; it keeps one offset all year. */
export const SITE_TIME_ZONE = 'Asia/Shanghai';
export const SITE_UTC_OFFSET = '+08:00';
/** The Intl parts of a wire time (`yyyy-MM-dd HH:mm:ss`, 24-hour); the caller adds the zone and a locale that writes them so. */
export const WIRE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
/** `yyyy-MM-dd HH:mm:ss` in the site's time zone. */
export const DateTime = Type.String({ description: `yyyy-MM-dd HH:mm:ss（${SITE_TIME_ZONE}）` });
/** The moment a wire time names (NaN for anything else). */
export const epochOfDateTime = (text: string): number =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? Date.parse(`${text.replace(' ', 'T')}${SITE_UTC_OFFSET}`) : NaN;
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 是，0 否' });
/** A 0/1 flag with what it means. */
export const FlagOf = (description: string) => Type.Union([Type.Literal(0), Type.Literal(1)], { description });
export const StatusId = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 启用，0 停用' });
/** Money on the wire: yuan with at most two decimals (stored as integer fen). */
export const Yuan = Type.Number({ minimum: 0, maximum: 1000000, description: '金额（元，最多两位小数）' });
/** Short single-line text from a form. */
export const Text = (maxLength: number, minLength = 0) => Type.String({ maxLength, minLength });
/** A link or image address (rules.ts SAFE_URL_PATTERN): a site path or an http(s) URL, never a script. */
export const SafeUrl = (minLength = 0, maxLength: number = URL_MAX) =>
  Type.String({ maxLength, minLength, pattern: SAFE_URL_PATTERN, description: '站内路径或 http(s) 地址' });
/**
 * A picture a user sets: a safe address here, and the server also requires one of the school's own
 * stored files (rules.ts isOwnFileUrl), empty for none.
 */
export const PictureUrl = (minLength = 0) =>
  Type.String({
    maxLength: URL_MAX,
    minLength,
    pattern: SAFE_URL_PATTERN,
    description: '本站上传的图片地址（上传接口返回的地址）',
  });
/** Mainland mobile numbers (rules.ts MOBILE_PATTERN). */
export const Mobile = Type.String({ pattern: MOBILE_PATTERN, description: '11 位手机号' });

/** The image captcha's answer, owed by a sign-in after a few failures (decision 0019) and by SMS sending. */
export const CaptchaFields = {
  captchaId: Type.Optional(Type.String({ maxLength: 64 })),
  captchaCode: Type.Optional(Type.String({ maxLength: 10 })),
};
/** A comma list of site paths (rules.ts PATH_LIST_PATTERN). */
export const PathList = (maxLength: number) =>
  Type.String({ maxLength, pattern: PATH_LIST_PATTERN, description: '逗号分隔的站内路径' });

/** Constants of SPEC §9 that both sides use. */
export const Limits = {
  siteId: 11,
  navVisibleCount: 10,
  requestTimeoutMs: 10000,
  uploadTimeoutMs: 1800000,
  unreadPollMs: 300000,
  promoClosedMs: 120000,
  tokenCookie: 'RC_WEB_TOKEN',
  tokenCookieDays: 1,
  errorToastDedupeMs: 2000,
  loadingBarMs: 5000,
  fetchMinDelayMs: 200,
  pageWidth: 1200,
  defaultPageSize: 20,
  maxPageSize: 100,
  /** Video upload (SPEC §5, §9): every chunk but the last is exactly this long. */
  uploadChunkBytes: 2048000,
  uploadChunkRetries: 3,
  /** The browser reads the file in slices of this size to compute its MD5. */
  md5SliceBytes: 10240000,
  /** Largest video a teacher may upload (4 GiB). */
  videoMaxBytes: 4294967296,
} as const;

export const PageQuery = Type.Object({
  pageCurrent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: Limits.maxPageSize, default: Limits.defaultPageSize })),
});
export type PageQuery = Static<typeof PageQuery>;

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    totalCount: Type.Integer(),
    totalPage: Type.Integer(),
    pageCurrent: Type.Integer(),
    pageSize: Type.Integer(),
  });
export type Page<T> = { list: T[]; totalCount: number; totalPage: number; pageCurrent: number; pageSize: number };

export const Envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), msg: Type.String(), data });
export type Envelope<T> = { code: number; msg: string; data: T };

export const Empty = Type.Null({ description: '无数据' });
export const IdBody = Type.Object({ id: Id });
export type IdBody = Static<typeof IdBody>;

export const UserType = { learner: 1, teacher: 2, organisation: 3 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const ClientType = { web: 1 } as const;
export const SearchType = { course: 1, live: 2, resource: 4, exam: 5, blog: 6, question: 7, info: 8 } as const;
export type SearchType = (typeof SearchType)[keyof typeof SearchType];

/**
 * The session band: codes that mean "sign in again" (the server sends 301–304). SPEC §8 says
 * "300 to 400", but 400 is bad input (decision 0010), so the band stops at 399.
 */
export const SessionBand = { min: 300, max: 399 } as const;
export const isSessionCode = (code: number): boolean => code >= SessionBand.min && code <= SessionBand.max;
/** Success in the request layer: 200, and 1 as some calls answer (SPEC §8). */
export const isSuccessCode = (code: number): boolean => code === Code.ok || code === 1;
