import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@school/contracts';
import { learner } from '../../../../../test/fixtures';
import { fakeApi, refuse, type FakeApi } from '../../../../../test/fake-api';
import { renderPage } from '../../../../../test/render-page';
import { CodeLoginForm } from './code-login-form';
import { PasswordLoginForm } from './password-login-form';

let captchaCount = 0;
const captchaReply = () => {
  captchaCount += 1;
  return {
    captchaId: `cap-${captchaCount}`,
    image: `data:image/svg+xml;base64,${captchaCount}`,
    expireSeconds: 300,
  };
};
const signedIn: LoginResult = { token: 'tok', userInfo: learner };

let fake: FakeApi;
beforeEach(() => {
  captchaCount = 0;
  fake = fakeApi({ getCaptchaImage: captchaReply });
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('password sign-in', () => {
  it('shows the image captcha once the server says needCaptcha, then sends it', async () => {
    const onSignedIn = vi.fn();
    fake.answer({ loginByPassword: refuse(400, '手机号或密码错误', { needCaptcha: 1 }) });
    renderPage(<PasswordLoginForm onSignedIn={onSignedIn} />, { api: fake.api, path: '/login' });
    expect(screen.queryByLabelText('图形验证码')).toBeNull();
    expect(fake.inputsOf('getCaptchaImage')).toHaveLength(0);

    type('手机号', '13800000001');
    type('密码', 'wrong-one');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByLabelText('图形验证码')).toBeTruthy());
    await waitFor(() => expect(screen.getByAltText('图形验证码，点击刷新')).toBeTruthy());
    expect(fake.toast).toHaveBeenCalledWith('手机号或密码错误');
    expect(fake.inputsOf('loginByPassword')[0]).toEqual({
      mobile: '13800000001',
      password: 'wrong-one',
      clientType: 1,
    });

    // Now the captcha is required, and sent with the next attempt.
    fake.answer({ loginByPassword: signedIn });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByText('请输入图形验证码')).toBeTruthy());
    type('图形验证码', ' ab3d ');
    type('密码', 'school123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    const last = fake.inputsOf('loginByPassword').at(-1);
    expect(last).toMatchObject({ captchaId: 'cap-1', captchaCode: 'ab3d', password: 'school123' });
  });

  it('checks the mobile before asking the server', async () => {
    renderPage(<PasswordLoginForm onSignedIn={vi.fn()} />, { api: fake.api, path: '/login' });
    type('手机号', '12345');
    type('密码', 'x');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByText('请输入正确的 11 位手机号')).toBeTruthy());
    expect(fake.inputsOf('loginByPassword')).toHaveLength(0);
  });
});

describe('SMS code sign-in', () => {
  it('needs the image captcha to send a code, then waits 60 s and takes a new captcha', async () => {
    const onSignedIn = vi.fn();
    fake.answer({ sendCode: { intervalSeconds: 60 } });
    fake.answer({ loginByCode: signedIn });
    const { store } = renderPage(<CodeLoginForm onSignedIn={onSignedIn} />, { api: fake.api, path: '/login' });
    await waitFor(() => expect(fake.inputsOf('getCaptchaImage')).toHaveLength(1));

    type('手机号', '13800000009');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByText('请先输入图形验证码')).toBeTruthy());
    expect(fake.inputsOf('sendCode')).toHaveLength(0);

    type('图形验证码', 'k7pq');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /60 秒后重发/ })).toBeTruthy());
    expect(screen.getByRole('button', { name: /秒后重发/ }).hasAttribute('disabled')).toBe(true);
    expect(fake.inputsOf('sendCode')[0]).toEqual({
      mobile: '13800000009',
      purpose: 'login',
      captchaId: 'cap-1',
      captchaCode: 'k7pq',
    });
    // The captcha is used up: a new one is shown and the field is empty.
    await waitFor(() => expect(fake.inputsOf('getCaptchaImage')).toHaveLength(2));
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');

    store.getState().setReferralCode('DEMO0002');
    await waitFor(() => expect((screen.getByLabelText('推荐码') as HTMLInputElement).value).toBe('DEMO0002'));
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(fake.inputsOf('loginByCode')[0]).toEqual({
      mobile: '13800000009',
      code: '123456',
      referralCode: 'DEMO0002',
      clientType: 1,
    });
  });

  it('sends the image captcha with the sign-in once the server asks for it after wrong codes', async () => {
    const onSignedIn = vi.fn();
    fake.answer({ loginByCode: refuse(400, '验证码错误或已过期', { needCaptcha: 1 }) });
    renderPage(<CodeLoginForm onSignedIn={onSignedIn} />, { api: fake.api, path: '/login' });
    await waitFor(() => expect(fake.inputsOf('getCaptchaImage')).toHaveLength(1));

    type('手机号', '13800000009');
    type('短信验证码', '111111');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(fake.toast).toHaveBeenCalledWith('验证码错误或已过期'));
    expect(fake.inputsOf('loginByCode')[0]).toEqual({ mobile: '13800000009', code: '111111', clientType: 1 });
    // The answer is due with the next try, on a fresh picture.
    await waitFor(() => expect(fake.inputsOf('getCaptchaImage')).toHaveLength(2));

    fake.answer({ loginByCode: signedIn });
    type('图形验证码', ' x9yz ');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(fake.inputsOf('loginByCode')[1]).toEqual({
      mobile: '13800000009',
      code: '123456',
      clientType: 1,
      captchaId: 'cap-2',
      captchaCode: 'x9yz',
    });
  });
});
