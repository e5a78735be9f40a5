import { Limits } from '@school/contracts';

/** Layout and navigation rules of SPEC §2 that depend on the current path. */

const FOOTERLESS_PATHS = ['/login', '/register', '/reset', '/apply'];
const NAVLESS_PATHS = ['/apply'];

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The operator console (/admin…): none of the site's own scripts or redirects apply there. */
export const isConsolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** Any path containing 'write' hides header and footer. */
export const isWritePath = (pathname: string) => pathname.includes('write');

export const isHeaderHidden = (pathname: string) => isWritePath(pathname);

export const isFooterHidden = (pathname: string) =>
  isWritePath(pathname) || FOOTERLESS_PATHS.includes(trimSlash(pathname));

export const isNavHidden = (pathname: string) => NAVLESS_PATHS.includes(trimSlash(pathname));

const SEARCH_TYPE_BY_SECTION: Record<string, number> = {
  live: 2,
  resource: 4,
  exam: 5,
  blog: 6,
  question: 7,
  info: 8,
};

/** Search type derived from the current path: /live→2, /resource→4, /exam→5, /blog→6, /question→7, /info→8, else 1. */
export function searchTypeForPath(pathname: string): number {
  const section = pathname.split('/')[1] ?? '';
  return SEARCH_TYPE_BY_SECTION[section] ?? 1;
}

export const searchUrl = (keyword: string, type: number) => `/search/${encodeURIComponent(keyword)}?type=${type}`;

const SEARCH_PATH_PREFIX = '/search/';

/** The keyword of a search page `/search/{str}` (decoded and trimmed, as the page reads it); '' elsewhere. */
export function searchKeywordOfPath(pathname: string): string {
  if (!pathname.startsWith(SEARCH_PATH_PREFIX)) return '';
  const segment = pathname.slice(SEARCH_PATH_PREFIX.length).split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return segment.trim();
  }
}

const SEARCH_TYPES = new Set([1, ...Object.values(SEARCH_TYPE_BY_SECTION)]);

/**
 * The type the header searches: on a search page the tab being read (`?type=N`, when it is one of
 * the seven types), elsewhere the type of the section the reader is in.
 */
export function headerSearchType(pathname: string, search: string): number {
  if (pathname.startsWith(SEARCH_PATH_PREFIX)) {
    const type = Number(new URLSearchParams(search).get('type'));
    if (SEARCH_TYPES.has(type)) return type;
  }
  return searchTypeForPath(pathname);
}

/** Account pages that show the study menu instead of the side menu. */
const STUDY_MENU_PAGES = ['study', 'course', 'grades/my', 'exams/myExam', 'error/problem', 'notes', 'collection'];

export function isStudyMenuPath(pathname: string): boolean {
  const path = trimSlash(pathname);
  if (!path.startsWith('/account/')) return false;
  return STUDY_MENU_PAGES.includes(path.slice('/account/'.length));
}

/** An account menu entry is active on its own page and the pages below it. */
export function isActiveEntry(pathname: string, entryPath: string): boolean {
  const path = trimSlash(pathname);
  return path === entryPath || path.startsWith(`${entryPath}/`);
}

/** A nav item's address: empty → /null, absolute and rooted addresses as given, 'list' → /list. */
export function navHref(navUrl: string): string {
  const url = navUrl.trim();
  if (!url) return '/null';
  if (/^(https?:)?\/\//.test(url) || url.startsWith('/')) return url;
  return `/${url}`;
}

export const isExternalHref = (href: string) => /^(https?:)?\/\//.test(href);

/** The nav item of the current section is highlighted ('/' only on the home pages). */
export function isActiveNav(pathname: string, navUrl: string): boolean {
  const href = navHref(navUrl);
  if (isExternalHref(href) || href === '/null') return false;
  const hrefPath = href.split('?')[0] ?? href;
  if (hrefPath === '/') return pathname === '/' || pathname === '/index';
  return pathname === hrefPath || pathname.startsWith(`${hrefPath}/`);
}

/** The header shows the first ten nav items; the rest go into the 更多 popover. */
export function splitNav<T>(items: T[], visibleCount = Limits.navVisibleCount): { visible: T[]; more: T[] } {
  return { visible: items.slice(0, visibleCount), more: items.slice(visibleCount) };
}

/** onlineServicePages is a comma list of paths ('/,/list,/vip'). */
export function isOnlineServicePage(pathname: string, onlineServicePages: string): boolean {
  const path = trimSlash(pathname);
  return onlineServicePages
    .split(/[,，]/)
    .map((page) => trimSlash(page.trim()))
    .filter(Boolean)
    .includes(path);
}
