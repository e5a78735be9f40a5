import { describe, expect, it, vi } from 'vitest';
import { adoptReturnAddressCookie, planSessionStartup, runSessionStartup } from './session';
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
    await runSessionStartup({
      store,
      token: undefined,
      pathname: '/',
      serverSession: { status: 'visitor' },
      fetchUser: vi.fn(),
      signOut: vi.fn(),
    });
    expect(store.getState().userInfo).toBeNull();
  });

  it('on the login page the stored user is restored without asking the server', async () => {
    const store = storeWithUser();
    const fetchUser = vi.fn();
    await runSessionStartup({
      store,
      token: 't',
      pathname: '/login',
      serverSession: { status: 'visitor' },
      fetchUser,
      signOut: vi.fn(),
    });
    expect(store.getState().userInfo?.nickname).toBe('本地保存的用户');
    expect(store.getState().tokenInfo).toBe('t');
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it('takes the user the root loader read with the token', async () => {
    const store = storeWithUser();
    await runSessionStartup({
      store,
      token: 't',
      pathname: '/',
      serverSession: { status: 'signed-in', userInfo: learner },
      fetchUser: vi.fn(),
      signOut: vi.fn(),
    });
    expect(store.getState().userInfo).toEqual(learner);
  });

  it('signs out when the server refused the token, and passes its message on', async () => {
    const store = storeWithUser();
    const signOut = vi.fn();
    const notice = await runSessionStartup({
      store,
      token: 't',
      pathname: '/',
      serverSession: { status: 'signed-out', msg: '您的账号已在其他地方登录！' },
      fetchUser: vi.fn(),
      signOut,
    });
    expect(signOut).toHaveBeenCalled();
    expect(notice).toBe('您的账号已在其他地方登录！');
  });

  it('asks the server itself when the root loader did not see the token; failure signs out', async () => {
    const store = storeWithUser();
    await runSessionStartup({
      store,
      token: 't',
      pathname: '/',
      serverSession: { status: 'visitor' },
      fetchUser: async () => learner,
      signOut: vi.fn(),
    });
    expect(store.getState().userInfo).toEqual(learner);

    const signOut = vi.fn();
    await runSessionStartup({
      store,
      token: 't',
      pathname: '/',
      serverSession: { status: 'visitor' },
      fetchUser: async () => {
        throw new Error('登录已失效');
      },
      signOut,
    });
    expect(signOut).toHaveBeenCalled();
  });

  it('moves the return address a server redirect left in a cookie into the store', () => {
    const store = createSchoolStore();
    document.cookie = `RC_WEB_RETURN=${encodeURIComponent('/account/notes?x=1')}; Path=/`;
    adoptReturnAddressCookie(store);
    expect(store.getState().temporaryUrl).toBe('/account/notes?x=1');
    expect(document.cookie).not.toContain('RC_WEB_RETURN');
  });
});
