import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@school/contracts';
import { learner } from '../../../../../test/fixtures';
import { createFakeApi, ok } from '../../../../../test/fake-api';
import { mockBrowserApiModule, type FakeApi } from '../../../../../test/mock-browser-api';
import { renderPage } from '../../../../../test/render-page';
import { CodeLoginForm } from './code-login-form';
import { PasswordLoginForm } from './password-login-form';

const holder = vi.hoisted(() => ({ fake: undefined as FakeApi | undefined }));
vi.mock('~/lib/browser-api', () => mockBrowserApiModule(holder));

const CAPTCHA = '/user/api/user/captchaImage';
let captchaCount = 0;
const captchaReply = () => {
  captchaCount += 1;
  return ok({
    captchaId: `cap-${captchaCount}`,
    image: `data:image/svg+xml;base64,${captchaCount}`,
    expireSeconds: 300,
  });
};
const signedIn: LoginResult = { token: 'tok', userInfo: learner };

beforeEach(() => {
  captchaCount = 0;
  holder.fake = createFakeApi({ [CAPTCHA]: captchaReply });
});
const fake = () => holder.fake as FakeApi;

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('password sign-in', { timeout: 20000 }, () => {
  it('shows the image captcha once the server says needCaptcha, then sends it', async () => {
    const onSignedIn = vi.fn();
    fake().answer('/user/api/user/login/password', {
      code: 400,
      msg: '手机号或密码错误',
      data: { needCaptcha: 1 },
    });
    renderPage(<PasswordLoginForm onSignedIn={onSignedIn} />, { path: '/login' });
    expect(screen.queryByLabelText('图形验证码')).toBeNull();
    expect(fake().callsTo(CAPTCHA)).toHaveLength(0);

    type('手机号', '13800000001');
    type('密码', 'wrong-one');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByLabelText('图形验证码')).toBeTruthy());
    await waitFor(() => expect(screen.getByAltText('图形验证码，点击刷新')).toBeTruthy());
    expect(fake().toast).toHaveBeenCalledWith('手机号或密码错误');
    expect(fake().callsTo('/user/api/user/login/password')[0]?.body).toEqual({
      mobile: '13800000001',
      password: 'wrong-one',
      clientType: 1,
    });

    // Now the captcha is required, and sent with the next attempt.
    fake().answer('/user/api/user/login/password', ok(signedIn));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByText('请输入图形验证码')).toBeTruthy());
    type('图形验证码', ' ab3d ');
    type('密码', 'school123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    const last = fake().callsTo('/user/api/user/login/password').at(-1);
    expect(last?.body).toMatchObject({ captchaId: 'cap-1', captchaCode: 'ab3d', password: 'school123' });
  });

  it('checks the mobile before asking the server', async () => {
    renderPage(<PasswordLoginForm onSignedIn={vi.fn()} />, { path: '/login' });
    type('手机号', '12345');
    type('密码', 'x');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByText('请输入正确的 11 位手机号')).toBeTruthy());
    expect(fake().callsTo('/user/api/user/login/password')).toHaveLength(0);
  });
});

describe('SMS code sign-in', { timeout: 20000 }, () => {
  it('needs the image captcha to send a code, then waits 60 s and takes a new captcha', async () => {
    const onSignedIn = vi.fn();
    fake().answer('/user/api/user/send/code', ok({ intervalSeconds: 60 }));
    fake().answer('/user/api/user/login/code', ok(signedIn));
    const { store } = renderPage(<CodeLoginForm onSignedIn={onSignedIn} />, { path: '/login' });
    await waitFor(() => expect(fake().callsTo(CAPTCHA)).toHaveLength(1));

    type('手机号', '13800000009');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByText('请先输入图形验证码')).toBeTruthy());
    expect(fake().callsTo('/user/api/user/send/code')).toHaveLength(0);

    type('图形验证码', 'k7pq');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /60 秒后重发/ })).toBeTruthy());
    expect(screen.getByRole('button', { name: /秒后重发/ }).hasAttribute('disabled')).toBe(true);
    expect(fake().callsTo('/user/api/user/send/code')[0]?.body).toEqual({
      mobile: '13800000009',
      purpose: 'login',
      captchaId: 'cap-1',
      captchaCode: 'k7pq',
    });
    // The captcha is used up: a new one is shown and the field is empty.
    await waitFor(() => expect(fake().callsTo(CAPTCHA)).toHaveLength(2));
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');

    store.getState().setReferralCode('DEMO0002');
    await waitFor(() => expect((screen.getByLabelText('推荐码') as HTMLInputElement).value).toBe('DEMO0002'));
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(fake().callsTo('/user/api/user/login/code')[0]?.body).toEqual({
      mobile: '13800000009',
      code: '123456',
      referralCode: 'DEMO0002',
      clientType: 1,
    });
  });
});
