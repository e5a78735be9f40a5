import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LoginMethods } from '@school/contracts';
import { AppProviders } from '~/components/app-providers';
import { createSchoolStore } from '~/lib/store';
import { makeBootstrap } from '../../test/fixtures';
import { createFakeApi, ok } from '../../test/fake-api';
import { mockBrowserApiModule, type FakeApi } from '../../test/mock-browser-api';
import LoginPage from './login-page';
import RegisterPage from './register-page';

const holder = vi.hoisted(() => ({ fake: undefined as FakeApi | undefined }));
vi.mock('~/lib/browser-api', () => mockBrowserApiModule(holder));

/** The pages as the server renders them: the loader's methods decide what is shown (decision 0016). */
function renderWith(methods: LoginMethods, path: string, Page: () => React.ReactNode) {
  holder.fake = createFakeApi({
    '/user/api/user/captchaImage': ok({ captchaId: 'c', image: 'data:image/png;base64,AA==', expireSeconds: 300 }),
  });
  const bootstrap = makeBootstrap();
  const store = createSchoolStore({ bootstrap, storage: () => window.localStorage });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader: () => ({ methods }),
        element: (
          <AppProviders bootstrap={bootstrap} store={store}>
            <Page />
          </AppProviders>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('sign-in pages show only the methods that are on', { timeout: 20000 }, () => {
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
