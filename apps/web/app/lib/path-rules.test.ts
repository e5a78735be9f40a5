import { isSignInPath } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import {
  isActiveNav,
  isFooterHidden,
  isHeaderHidden,
  isNavHidden,
  isOnlineServicePage,
  isStudyMenuPath,
  navHref,
  headerSearchType,
  searchKeywordOfPath,
  searchTypeForPath,
  searchUrl,
  splitNav,
} from './path-rules';
import { navItems } from '../../test/fixtures';

describe('layout rules', () => {
  it('hides the footer on login, register, reset and apply', () => {
    for (const path of ['/login', '/register', '/reset', '/apply', '/login/']) expect(isFooterHidden(path)).toBe(true);
    for (const path of ['/', '/list', '/account/reset', '/loginx']) expect(isFooterHidden(path)).toBe(false);
  });

  it('hides the nav on apply only', () => {
    expect(isNavHidden('/apply')).toBe(true);
    expect(isNavHidden('/login')).toBe(false);
  });

  it('hides header and footer on any path containing write', () => {
    expect(isHeaderHidden('/blog/account/write')).toBe(true);
    expect(isFooterHidden('/question/account/write')).toBe(true);
    expect(isHeaderHidden('/blog')).toBe(false);
  });

  it('any path containing account, and the lecturer application, need a signed-in reader', () => {
    expect(isSignInPath('/account/info')).toBe(true);
    expect(isSignInPath('/blog/account')).toBe(true);
    expect(isSignInPath('/apply')).toBe(true);
    expect(isSignInPath('/blog')).toBe(false);
    expect(isSignInPath('/applyx')).toBe(false);
  });
});

describe('search type from the current path', () => {
  it.each([
    ['/live', 2],
    ['/live/detail/12', 2],
    ['/resource', 4],
    ['/exam/view/3', 5],
    ['/blog/article/1', 6],
    ['/question', 7],
    ['/info/detail/9', 8],
    ['/', 1],
    ['/list', 1],
    ['/library', 1],
    ['/liveness', 1],
  ])('%s → %i', (path, type) => {
    expect(searchTypeForPath(path)).toBe(type);
  });

  it('builds /search/{str}?type=N', () => {
    expect(searchUrl('雅思 口语', 2)).toBe('/search/%E9%9B%85%E6%80%9D%20%E5%8F%A3%E8%AF%AD?type=2');
  });

  it('reads the keyword back from a search page address, decoded', () => {
    expect(searchKeywordOfPath('/search/%E9%9B%85%E6%80%9D%20%E5%8F%A3%E8%AF%AD')).toBe('雅思 口语');
    expect(searchKeywordOfPath(searchUrl('100% & a/b?', 1).split('?')[0] ?? '')).toBe('100% & a/b?');
    expect(searchKeywordOfPath('/search/%20IELTS%20/')).toBe('IELTS');
    expect(searchKeywordOfPath('/search/100%')).toBe('100%');
    expect(searchKeywordOfPath('/search')).toBe('');
    expect(searchKeywordOfPath('/list')).toBe('');
    expect(searchKeywordOfPath('/blog/search')).toBe('');
  });

  it('on a search page the header searches the tab being read', () => {
    expect(headerSearchType('/search/abc', '?type=6')).toBe(6);
    expect(headerSearchType('/search/abc', '?type=3')).toBe(1);
    expect(headerSearchType('/search/abc', '')).toBe(1);
    expect(headerSearchType('/live/detail/1', '?type=6')).toBe(2);
  });
});

describe('header nav', () => {
  it('shows the first ten items and puts the rest under 更多', () => {
    const { visible, more } = splitNav(navItems(14));
    expect(visible.map((item) => item.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(more.map((item) => item.id)).toEqual(['11', '12', '13', '14']);
    expect(splitNav(navItems(10)).more).toEqual([]);
  });

  it('links items: empty → /null, bare names get a slash, full addresses stay', () => {
    expect(navHref('')).toBe('/null');
    expect(navHref('list')).toBe('/list');
    expect(navHref('/')).toBe('/');
    expect(navHref('https://example.com/a')).toBe('https://example.com/a');
  });

  it('marks the section the reader is in', () => {
    expect(isActiveNav('/', '/')).toBe(true);
    expect(isActiveNav('/index', '/')).toBe(true);
    expect(isActiveNav('/list', '/')).toBe(false);
    expect(isActiveNav('/live/detail/1', 'live')).toBe(true);
    expect(isActiveNav('/liveness', 'live')).toBe(false);
    expect(isActiveNav('/null', '')).toBe(false);
  });
});

describe('account menus and snippets', () => {
  it('uses the study menu on study, course, grades/my, exams/myExam, error/problem, notes and collection', () => {
    for (const page of ['study', 'course', 'grades/my', 'exams/myExam', 'error/problem', 'notes', 'collection'])
      expect(isStudyMenuPath(`/account/${page}`)).toBe(true);
    for (const page of ['info', 'order', 'grades/admin', 'exams', 'error/start', 'vod'])
      expect(isStudyMenuPath(`/account/${page}`)).toBe(false);
  });

  it('shows online service on the listed pages only', () => {
    expect(isOnlineServicePage('/', '/,/list,/vip')).toBe(true);
    expect(isOnlineServicePage('/vip/', '/, /list ,/vip')).toBe(true);
    expect(isOnlineServicePage('/live', '/,/list,/vip')).toBe(false);
    expect(isOnlineServicePage('/', '')).toBe(false);
  });
});
