import { afterEach, describe, expect, it } from 'vitest';
import { learner } from '../../test/fixtures';
import { fakeApi, refuse } from '../../test/fake-api';
import { getBrowserToken, setBrowserToken } from './cookies';
import { createRequester } from './request';
import { exitAndSignOut } from './sign-out';
import { createSchoolStore } from './store';
import { vi } from 'vitest';

afterEach(() => {
  document.cookie = 'RC_WEB_TOKEN=; Path=/; Max-Age=0';
});

describe('explicit exit', () => {
  it('sends the exit call with clientType 1 and the token, and signs out at once', async () => {
    setBrowserToken('tok-exit');
    const store = createSchoolStore();
    store.getState().setUserInfo(learner);
    store.getState().setUserMsgNum(2);
    const seen: { token?: string; body?: unknown }[] = [];
    const api = createRequester({
      transport: async (call) => {
        seen.push({ token: call.token, body: call.body });
        return { code: 200, msg: '成功', data: null };
      },
      getToken: getBrowserToken,
      toast: vi.fn(),
      isServer: false,
      onSessionInvalid: vi.fn(),
      onSessionCleared: vi.fn(),
    });
    const done = exitAndSignOut(store, api);
    // Signed out before the server answered…
    expect(store.getState().userInfo).toBeNull();
    expect(store.getState().userMsgNum).toBe(0);
    expect(getBrowserToken()).toBeUndefined();
    await done;
    // …yet the call carried the token it revokes.
    expect(seen).toEqual([{ token: 'tok-exit', body: { clientType: 1 } }]);
  });

  it('a token already replaced elsewhere (304) or a network failure still signs out, without a redirect', async () => {
    const store = createSchoolStore();
    store.getState().setUserInfo(learner);
    const fake = fakeApi({ exitLogin: refuse(304, '您的账号已在其他地方登录！') });
    await exitAndSignOut(store, fake.api);
    expect(store.getState().userInfo).toBeNull();
    expect(fake.onSessionInvalid).not.toHaveBeenCalled();
    expect(fake.toast).not.toHaveBeenCalled();

    store.getState().setUserInfo(learner);
    fake.answer({ exitLogin: () => Promise.reject(new Error('offline')) });
    await expect(exitAndSignOut(store, fake.api)).resolves.toBeUndefined();
    expect(store.getState().userInfo).toBeNull();
  });
});
