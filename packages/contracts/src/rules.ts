/**
 * Validation rules written once. The TypeBox schemas, the server and the website's form rules all
 * take them from here, so a rule cannot drift between the two sides. Patterns are JSON Schema
 * patterns (ECMAScript, compiled with the `u` flag); `ruleRegExp` turns one into a RegExp.
 */

/** Mainland mobile numbers: 11 digits starting 13–19. */
export const MOBILE_LENGTH = 11;
export const MOBILE_PATTERN = `^1[3-9][0-9]{${MOBILE_LENGTH - 2}}$`;
/** The SMS code: 6 digits. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_PATTERN = `^[0-9]{${SMS_CODE_LENGTH}}$`;
/** A new password's length. */
export const PASSWORD_LENGTH = { min: 6, max: 20 } as const;
/**
 * Sign-in protections, the same for learners (password and SMS code) and operators (decisions 0019
 * and 0049): failures are counted over a window per account and client address, and per account.
 * From `captchaAfterFailures` of the pair or `accountCaptchaAfterFailures` of the account an image
 * captcha is required (the refusal carries `data.needCaptcha = 1`); from `lockAfterFailures` the pair
 * is locked, from `accountLockAfterFailures` the account for every address, until the failures age out.
 */
export const SignInLimits = {
  failureWindowMinutes: 15,
  captchaAfterFailures: 3,
  lockAfterFailures: 10,
  accountCaptchaAfterFailures: 10,
  accountLockAfterFailures: 100,
} as const;
/**
 * SMS codes (decisions 0009 and 0019). Daily caps count the codes asked for over a rolling 24 hours;
 * the per-address and per-site caps are defaults that SMS_ADDRESS_DAILY_LIMIT and SMS_SITE_DAILY_LIMIT
 * change for one installation.
 */
export const SmsLimits = {
  intervalSeconds: 60,
  codeTtlSeconds: 300,
  attemptsPerCode: 5,
  perMobilePerDay: 10,
  perAddressPerDay: 20,
  perSitePerDay: 1000,
} as const;
/** Nicknames and referral codes. */
export const NICKNAME_MAX = 20;
export const REFERRAL_CODE_MAX = 20;
/** Bank card numbers: 12–19 digits whose last digit is the Luhn check digit. */
export const BANK_CARD_PATTERN = '^[0-9]{12,19}$';
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
/** Withdrawals: from this many yuan up to what is available, one waiting at a time. */
export const WITHDRAWAL_MIN_YUAN = 10;
/** Link and image addresses (site paths or http(s) URLs). */
export const URL_MAX = 500;

// What may never stand in an address: white space (browsers drop tabs and newlines, so
// `java\tscript:` would still run), controls, quotes and angle brackets, the backslash (browsers
// read `/\host` as `//host`) and `%` (allowed only as an escape that is not a control, `/`, `\` or `:`).
const NEVER = String.raw`\s\u0000-\u001F\u007F\\<>"'` + '`%';
const ESCAPE = String.raw`%(?![01]|7[fF]|2[fF]|3[aA]|5[cC])`;
const CHAR = `(?:[^${NEVER}]|${ESCAPE})`;
/** After `http(s)://host` only controls stay refused as escapes. */
const URL_CHAR = `(?:[^${NEVER}]|%(?![01]|7[fF]))`;
/** A path character: no scheme colon, and `?`/`#` start the query or fragment. */
const PATH_CHAR = `(?:[^${NEVER}:?#]|${ESCAPE})`;

/**
 * Addresses an operator or a user may put on links and images: site paths (`list`, `/view/1`,
 * `?page=2`, `#top`), `http(s)://` URLs, or nothing. Refused: every other scheme (`javascript:`,
 * `data:`, `vbscript:` …), protocol-relative `//host`, `/\host`, `https:///host`, white space or
 * control characters anywhere, and escapes of those (`%2F%2Fhost`, `%09`, `javascript%3A`).
 */
export const SAFE_URL_PATTERN = `^(?:[hH][tT][tT][pP][sS]?://(?![/?#])${URL_CHAR}+|(?!//)${PATH_CHAR}*(?:[?#]${CHAR}*)?)$`;

const LIST_ITEM = `(?!//)(?:[^${NEVER}:?#,，]|${ESCAPE})+`;
/** A comma list of site paths (`/,/list,/vip`); Chinese commas and spaces around items are allowed. */
export const PATH_LIST_PATTERN = `^[ ,，]*(?:${LIST_ITEM}(?:[ ,，]+${LIST_ITEM})*)?[ ,，]*$`;

/** What a refused pattern means, for the server's Chinese message. */
export const patternMessages: Readonly<Record<string, string>> = {
  [SAFE_URL_PATTERN]: '不是合法的链接地址',
  [PATH_LIST_PATTERN]: '只能填写以逗号分隔的站内路径',
  [BANK_CARD_PATTERN]: '银行卡号应为 12–19 位数字',
};

export const ruleRegExp = (pattern: string): RegExp => new RegExp(pattern, 'u');

const safeUrl = ruleRegExp(SAFE_URL_PATTERN);
export const isSafeUrl = (value: string): boolean => safeUrl.test(value);

/**
 * Pictures a user sets (profile and blogger pictures, covers, pictures in posts) must be the school's
 * own stored files, so no outside site sees who reads them. `bases` are where storage serves them:
 * `/files` on local disk, the public bucket address with S3. Empty means no picture.
 */
export const PICTURE_NOT_OWN = '只能使用本站上传的图片';
export const isOwnFileUrl = (url: string, bases: readonly string[]): boolean =>
  isSafeUrl(url) &&
  !/\.\.|\\|%/.test(url) &&
  bases.some((base) => base !== '' && url.startsWith(base.endsWith('/') ? base : `${base}/`));

const MB = 1024 * 1024;
/** What the upload calls accept, judged by the file's bytes on the server. */
export const UploadRules = {
  picture: {
    maxBytes: 5 * MB,
    mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    label: 'jpg、png、gif 或 webp',
  },
  document: {
    maxBytes: 50 * MB,
    mimeTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/x-cfb',
      'application/zip',
      'audio/mpeg',
    ],
    label: 'pdf、Word、Excel 或 PPT',
  },
  /** Listening and dictation audio (the question bank); mp3 is also accepted as a document. */
  audio: {
    maxBytes: 20 * MB,
    mimeTypes: ['audio/mpeg', 'audio/x-m4a', 'audio/mp4', 'audio/wav', 'audio/ogg', 'audio/aac'],
    label: 'mp3、m4a、wav 或 ogg',
  },
} as const;
export type UploadKind = keyof typeof UploadRules;

/**
 * Resized copies of a picture (decision 0021). A stored jpg, png or webp picture `W` pixels wide is
 * named `<stem>_w<W>.<ext>`; beside it lie WebP copies `<stem>_w<W>_<w>.webp` for every ladder width
 * below `W`, and one at `W` itself when `W` is within the ladder (never upscaled). Pages build
 * `srcset` from the name alone; an address without the marker (a GIF, an outside link, an older
 * upload) is shown as it is.
 */
export const PictureRules = {
  ladder: [320, 640, 960, 1280, 1920],
  /** Pictures larger than this are refused before they are decoded. */
  maxPixels: 40_000_000,
  /** Formats that get resized copies; GIFs keep their animation and are served as uploaded. */
  resizedMimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

/** The widths of the copies made of a picture `width` pixels wide, narrowest first. */
export function pictureVariantWidths(width: number): number[] {
  const below = PictureRules.ladder.filter((step) => step < width);
  const top = PictureRules.ladder[PictureRules.ladder.length - 1] ?? 0;
  return width <= top ? [...below, width] : below;
}

/** The stored name of a picture that has resized copies. */
export const sizedPictureName = (stem: string, width: number, extension: string) => `${stem}_w${width}.${extension}`;

const SIZED_PICTURE = /^(.*_w([1-9][0-9]{0,4}))\.(?:png|jpe?g|webp)$/;

/** The address of the `width`-pixel WebP copy of a sized picture (`…/12_w1200.png` → `…/12_w1200_640.webp`). */
export const pictureVariantName = (url: string, width: number): string =>
  url.replace(SIZED_PICTURE, `$1_${width}.webp`);

/** `srcset` for a picture address: its WebP copies, or undefined when it has none. */
export function pictureSrcSet(url: string): string | undefined {
  const match = SIZED_PICTURE.exec(url);
  if (!match) return undefined;
  return pictureVariantWidths(Number(match[2]))
    .map((width) => `${pictureVariantName(url, width)} ${width}w`)
    .join(', ');
}

/** Which readers the website sends to the school's mobile site (h5Domain); the page cache keeps their renders apart. */
const MOBILE_AGENT = /Android|webOS|iPhone|iPod|iPad|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;
export const isMobileUserAgent = (userAgent: string | null | undefined): boolean =>
  Boolean(userAgent && MOBILE_AGENT.test(userAgent));

/**
 * Website pages only a signed-in reader may open: every path containing 'account' (SPEC §2) and the
 * lecturer application (/apply). Without the token cookie the website sends the reader to sign in;
 * the page cache keeps such pages apart for readers with and without the cookie (decision 0016).
 * `pathname` is a page's path (a client navigation's `/x.data` is the page `/x`).
 */
export const isSignInPath = (pathname: string): boolean =>
  pathname.includes('account') || /^\/apply\/?$/.test(pathname);

/** A wire time `yyyy-MM-dd HH:mm:ss` as a form sends it (the server also checks it is a real time). */
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

/** Lengths of the community's texts (issue 14 "Bad input"), counted in characters. */
export const CommunityRules = {
  titleMax: 100,
  /** Body of a post, a question or an info article, as HTML before sanitising. */
  contentMax: 50000,
  /** The summary a list shows; without one the first `summaryAuto` characters of the text are used. */
  summaryMax: 200,
  summaryAuto: 120,
  commentMax: 2000,
  labelNameMax: 20,
  bloggerNameMax: 20,
  bloggerIntroduceMax: 500,
  zoneNameMax: 30,
  zoneDescMax: 200,
  rejectReasonMax: 200,
  sensitiveWordMax: 30,
  /** Words one save may add to the list. */
  sensitiveWordsPerSave: 200,
  /** Zones one info article may stand in. */
  zonesPerArticle: 10,
  /** Days an operator may mute a blogger for at once. */
  muteDaysMax: 3650,
} as const;

/**
 * Anti-spam limits of the community (issue 14 "Rules"), the defaults an operator may change per school.
 * Accounts younger than `newAccountHours` get half of each count (at least 1) and twice the comment interval.
 */
export const CommunityLimitDefaults = {
  /** Posts and questions together, per user and hour. */
  postsPerHour: 5,
  /** One comment or answer per this many seconds. */
  commentIntervalSeconds: 10,
  commentsPerDay: 100,
  /** Likes, collects and follows together, per user and minute. */
  actionsPerMinute: 60,
  /** Posts with more external links than this wait for review. */
  maxExternalLinks: 3,
  newAccountHours: 24,
  /** The same text from the same user within this many hours is refused. */
  duplicateHours: 24,
} as const;
