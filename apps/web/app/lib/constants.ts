/**
 * Constants only the website uses. Those both sides share (SPEC §9 limits, codes, user types) are
 * `Limits`, `Code`, `SessionBand` and `UserType` in @school/contracts; import them from there.
 */

export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60000;

export const NAV_PLAT_SHOW_PC = 1;
export const BANNER_GROUP_PC = 'pc';
/** Banner codes the operator console uses for the home page. */
export const HOME_CAROUSEL_BANNER_CODE = 'index_banner';
export const HOME_PROMO_BANNER_CODE = 'index_promo';

/** Set by a server redirect to /login; the browser moves it into the store's temporaryUrl. */
export const RETURN_ADDRESS_COOKIE = 'RC_WEB_RETURN';

export const LOGIN_PATH = '/login';
export const SESSION_INVALID_LOGIN_URL = '/login?t=login';

export const UI_COMPONENT_SIZE = 'small';
export const DEFAULT_GRADE_TITLE = '甄选课';
