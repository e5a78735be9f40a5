import { screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LoginMethods } from '@school/contracts';
import type { SchoolLoadContext } from '~/lib/load-context';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { loadLoginMethods as loader } from './login-methods';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

/** The pages as the server renders them: the loader's methods decide what is shown (decision 0020). */
function renderWith(methods: LoginMethods, path: string, Page: () => React.ReactNode) {
  const fake = fakeApi({
    getCaptchaImage: { captchaId: 'c', image: 'data:image/png;base64,AA==', expireSeconds: 300 },
  });
  renderPage(<Page />, { path, api: fake.api, loader: () => ({ methods }) });
}

describe('sign-in pages show only the methods that are on', () => {
  it('the loader asks the server which methods are on', async () => {
    const methods: LoginMethods = { password: 1, code: 0, qrcode: 1, register: 0 };
    const callApi = vi.fn<SchoolLoadContext['callApi']>(async () => ({ code: 200, msg: '成功', data: methods }));
    const args = {
      request: new Request('http://demo.school.local/login'),
      context: { siteId: 11, callApi },
      params: {},
    } as unknown as LoaderFunctionArgs;
    expect(await loader(args)).toEqual({ methods });
    expect(callApi.mock.calls[0]![0]).toMatchObject({ method: 'GET', url: '/user/api/user/login/methods' });
  });

  it('every tab when SMS and WeChat are on', async () => {
    renderWith({ password: 1, code: 1, qrcode: 1, register: 1 }, '/login', LoginPage);
    await waitFor(() => expect(screen.getByRole('tab', { name: '密码登录' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: '验证码登录' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '扫码登录' })).toBeTruthy();
    expect(screen.getByText('立即注册')).toBeTruthy();
  });

  it('no code tab, reset or register link without SMS, no QR tab without WeChat, even when asked for', async () => {
    renderWith({ password: 1, code: 0, qrcode: 0, register: 0 }, '/login?t=qrcode', LoginPage);
    await waitFor(() => expect(screen.getByRole('tab', { name: '密码登录', selected: true })).toBeTruthy());
    expect(screen.queryByRole('tab', { name: '验证码登录' })).toBeNull();
    expect(screen.queryByRole('tab', { name: '扫码登录' })).toBeNull();
    expect(screen.queryByText('立即注册')).toBeNull();
    expect(screen.queryByText('忘记密码？')).toBeNull();
  });

  it('registration says it is closed without SMS', async () => {
    renderWith({ password: 1, code: 0, qrcode: 1, register: 0 }, '/register', RegisterPage);
    await waitFor(() => expect(screen.getByText('本校暂未开放在线注册，请联系学校开通账号')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /注\s*册/ })).toBeNull();
  });
});
