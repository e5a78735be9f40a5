import { describe, expect, it, vi } from 'vitest';
import { adoptReturnAddressCookie, planSessionStartup, runSessionStartup } from './session';
import { ApiError } from './request';
import { createSchoolStore } from './store';
import { learner, makeBootstrap } from '../../test/fixtures';

const storeWithUser = () => {
  const store = createSchoolStore({ bootstrap: makeBootstrap() });
  store.getState().setUserInfo({ ...learner, nickname: '本地保存的用户' });
  return store;
};

describe('session start-up (SPEC §4)', () => {
  it('plans: no token clears the user; a token restores it; refresh except on the login page', () => {
    expect(planSessionStartup({ hasToken: false, pathname: '/account/info' })).toBe('clear-user');
    expect(planSessionStartup({ hasToken: true, pathname: '/login' })).toBe('restore');
    expect(planSessionStartup({ hasToken: true, pathname: '/' })).toBe('restore-and-refresh');
  });

  it('without a token the stored user is cleared', async () => {
    const store = storeWithUser();
    await runSessionStartup({ store, token: undefined, pathname: '/', fetchReader: vi.fn(), signOut: vi.fn() });
    expect(store.getState().userInfo).toBeNull();
  });

  it('on the login page the stored user is restored without asking the server', async () => {
    const store = storeWithUser();
    const fetchReader = vi.fn();
    await runSessionStartup({ store, token: 't', pathname: '/login', fetchReader, signOut: vi.fn() });
    expect(store.getState().userInfo?.nickname).toBe('本地保存的用户');
    expect(store.getState().tokenInfo).toBe('t');
    expect(fetchReader).not.toHaveBeenCalled();
  });

  it('elsewhere the reader is read afresh in the browser: the page came from the server without them', async () => {
    const store = storeWithUser();
    let seenWhileReading: string | undefined;
    const result = await runSessionStartup({
      store,
      token: 't',
      pathname: '/',
      fetchReader: async () => {
        seenWhileReading = store.getState().userInfo?.nickname;
        return { user: learner, unreadMessages: 4, isGradeAdmin: true };
      },
      signOut: vi.fn(),
    });
    expect(seenWhileReading).toBe('本地保存的用户');
    // One call brings the header's user and unread count and the account menu's class-admin entry.
    expect(store.getState()).toMatchObject({ userInfo: learner, userMsgNum: 4, isGradeAdmin: true });
    expect(result).toEqual({});
    store.getState().clearSession();
    expect(store.getState()).toMatchObject({ userInfo: null, userMsgNum: 0, isGradeAdmin: false });
  });

  it('a refused session signs out with its message; on a public page the reader stays', async () => {
    const store = storeWithUser();
    const signOut = vi.fn();
    const result = await runSessionStartup({
      store,
      token: 't',
      pathname: '/list',
      fetchReader: () => Promise.reject(new ApiError({ code: 304, msg: '您的账号已在其他地方登录！', data: null })),
      signOut,
    });
    expect(signOut).toHaveBeenCalled();
    expect(result).toEqual({ notice: '您的账号已在其他地方登录！', signInAgain: false });
  });

  it('a refused session on a sign-in page sends the reader to sign in again', async () => {
    const refused = () => Promise.reject(new ApiError({ code: 304, msg: '您的账号已在其他地方登录！', data: null }));
    for (const pathname of ['/account/course', '/apply', '/blog/account']) {
      const result = await runSessionStartup({
        store: storeWithUser(),
        token: 't',
        pathname,
        fetchReader: refused,
        signOut: vi.fn(),
      });
      expect(result.signInAgain).toBe(true);
    }
  });

  it('any other refusal signs out too, but does not send the reader away', async () => {
    const signOut = vi.fn();
    const result = await runSessionStartup({
      store: storeWithUser(),
      token: 't',
      pathname: '/account/course',
      fetchReader: () => Promise.reject(new ApiError({ code: 500, msg: '服务器开小差了', data: null })),
      signOut,
    });
    expect(signOut).toHaveBeenCalled();
    expect(result).toEqual({ notice: '服务器开小差了', signInAgain: false });
  });

  it('keeps the session when the call got no reply (offline, or the reader already leaving the page)', async () => {
    const signOut = vi.fn();
    const store = storeWithUser();
    const result = await runSessionStartup({
      store,
      token: 't',
      pathname: '/exam/exam',
      fetchReader: () => Promise.reject(new TypeError('Failed to fetch')),
      signOut,
    });
    expect(signOut).not.toHaveBeenCalled();
    expect(store.getState().tokenInfo).toBe('t');
    expect(store.getState().userInfo).not.toBeNull();
    expect(result).toEqual({});
  });

  it('moves the return address a server redirect left in a cookie into the store', () => {
    const store = createSchoolStore();
    document.cookie = `RC_WEB_RETURN=${encodeURIComponent('/account/notes?x=1')}; Path=/`;
    adoptReturnAddressCookie(store);
    expect(store.getState().temporaryUrl).toBe('/account/notes?x=1');
    expect(document.cookie).not.toContain('RC_WEB_RETURN');
  });
});
