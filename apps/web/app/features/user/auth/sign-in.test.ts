import { afterEach, describe, expect, it } from 'vitest';
import { getBrowserToken } from '~/lib/cookies';
import { resolveReturnAddress } from '~/lib/request';
import { createSchoolStore } from '~/lib/store';
import { learner } from '../../../../test/fixtures';
import { needsCaptcha } from '~/lib/needs-captcha';
import { completeSignIn } from './sign-in';
import { ApiError } from '~/lib/request';
import { isSessionEndedVisit, loginTabFromQuery } from './login-tabs';

afterEach(() => {
  document.cookie = 'RC_WEB_TOKEN=; Path=/; Max-Age=0';
});

describe('after signing in', () => {
  it('keeps the token cookie and the user, and goes back to the saved address (used up)', () => {
    const store = createSchoolStore();
    store.getState().setTemporaryUrl('/account/message?status=unread');
    store.getState().setUserMsgNum(3);
    const address = completeSignIn(store, { token: 'tok-1', userInfo: learner });
    expect(address).toBe('/account/message?status=unread');
    expect(getBrowserToken()).toBe('tok-1');
    expect(store.getState().tokenInfo).toBe('tok-1');
    expect(store.getState().userInfo).toEqual(learner);
    expect(store.getState().temporaryUrl).toBe('');
  });

  it('goes home without a saved address, or when the saved one is a sign-in page', () => {
    expect(completeSignIn(createSchoolStore(), { token: 't', userInfo: learner })).toBe('/');
    const store = createSchoolStore();
    store.getState().setTemporaryUrl('/login?t=login');
    expect(completeSignIn(store, { token: 't', userInfo: learner })).toBe('/');
    expect(resolveReturnAddress('/apply')).toBe('/apply');
  });
});

describe('the password form asks for a captcha when the server says so', () => {
  it('reads data.needCaptcha of a refusal (wrong password after 3 failures, or locked)', () => {
    expect(needsCaptcha(new ApiError({ code: 400, msg: '手机号或密码错误', data: { needCaptcha: 1 } }))).toBe(true);
    expect(needsCaptcha(new ApiError({ code: 429, msg: '账号已锁定', data: { needCaptcha: 1 } }))).toBe(true);
    expect(needsCaptcha(new ApiError({ code: 400, msg: '手机号或密码错误', data: { needCaptcha: 0 } }))).toBe(false);
    expect(needsCaptcha(new ApiError({ code: 400, msg: '参数错误', data: null }))).toBe(false);
    expect(needsCaptcha(new Error('网络异常'))).toBe(false);
  });
});

describe('the login tabs', () => {
  it('t=login (sent by the session band) is the password tab with a notice; code and qrcode pick theirs', () => {
    expect(loginTabFromQuery('login')).toBe('password');
    expect(loginTabFromQuery(null)).toBe('password');
    expect(loginTabFromQuery('code')).toBe('code');
    expect(loginTabFromQuery('qrcode')).toBe('qrcode');
    expect(isSessionEndedVisit('login')).toBe(true);
    expect(isSessionEndedVisit(null)).toBe(false);
  });
});
