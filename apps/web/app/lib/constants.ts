/** Business constants of SPEC §9 as the website uses them (the server's copy is `Limits` in @school/contracts). */

export const SUCCESS_CODES = [200, 1] as const;
export const STORE_SUCCESS_CODE = 200;
/**
 * The session-invalid band (SPEC: "300 to 400"). The server sends 301–304 for sessions and 400 for
 * bad input (ARCHITECTURE §4), so 400 itself is an ordinary error here: a form mistake must not sign
 * the reader out.
 */
export const SESSION_INVALID_MIN = 300;
export const SESSION_INVALID_MAX = 399;
export const REFUSED_CODE = 999;

export const DEFAULT_SITE_ID = 11;
export const REQUEST_TIMEOUT_MS = 10000;
export const UPLOAD_TIMEOUT_MS = 1800000;
export const ERROR_TOAST_DEDUPE_MS = 2000;
export const LOADING_BAR_MS = 5000;
export const FETCH_MIN_DELAY_MS = 200;
export const UNREAD_POLL_MS = 300000;
export const PROMO_CLOSED_MS = 120000;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60000;

export const NAV_VISIBLE_COUNT = 10;
export const NAV_PLAT_SHOW_PC = 1;
export const BANNER_GROUP_PC = 'pc';
/** Banner codes the operator console uses for the home page. */
export const HOME_CAROUSEL_BANNER_CODE = 'index_banner';
export const HOME_PROMO_BANNER_CODE = 'index_promo';

export const TOKEN_COOKIE = 'RC_WEB_TOKEN';
export const TOKEN_COOKIE_DAYS = 1;
/** Set by a server redirect to /login; the browser moves it into the store's temporaryUrl. */
export const RETURN_ADDRESS_COOKIE = 'RC_WEB_RETURN';

export const LOGIN_PATH = '/login';
export const SESSION_INVALID_LOGIN_URL = '/login?t=login';

export const UserType = { learner: 1, teacher: 2, organisation: 3 } as const;

export const PAGE_WIDTH = 1200;
export const UI_COMPONENT_SIZE = 'small';
export const DEFAULT_GRADE_TITLE = '甄选课';
