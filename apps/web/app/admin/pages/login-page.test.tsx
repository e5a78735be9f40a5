// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import LoginPage from './login-page';
import { ADMIN_TOKEN_KEY } from '../lib/admin-api';
import { stubBrowserApis, withProviders } from '../components/test-utils';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: '成功', data }));
const fail = (code: number, msg: string) => new Response(JSON.stringify({ code, msg, data: null }), { status: 400 });

const Stub = createRoutesStub([
  { path: '/admin/login', Component: LoginPage },
  { path: '/admin', Component: () => <p>控制台首页</p> },
  { path: '/admin/site/nav', Component: () => <p>头部导航页</p> },
]);

let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(stubBrowserApis);
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn((url: string) =>
    Promise.resolve(url.endsWith('/website/info/view') ? ok({ siteNamePc: '蓝鲸英语' }) : fail(404, '未找到')),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (name: string, password: string) => {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
};

describe('operator sign-in page', { timeout: 30_000 }, () => {
  it('signs in, keeps the operator token apart from learners’ and opens the console', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.endsWith('/operator/login')
          ? ok({ token: 'op-token', operator: { id: '1', loginName: 'admin', nickname: '运营小王' } })
          : ok({ siteNamePc: '蓝鲸英语' }),
      ),
    );
    render(withProviders(<Stub initialEntries={['/admin/login']} />));
    expect(await screen.findByText(/蓝鲸英语 · 请使用运营账号登录/)).toBeTruthy();
    fill(' admin ', 'secret123');
    expect(await screen.findByText('控制台首页')).toBeTruthy();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('op-token');
    expect(localStorage.getItem('RC_WEB_TOKEN')).toBeNull();
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/operator/login')) as [string, RequestInit];
    expect(call[0]).toBe('/apis/system/api/operator/login');
    expect(JSON.parse(String(call[1].body))).toEqual({ loginName: 'admin', password: 'secret123' });
  });

  it('goes back to the page that asked for sign-in', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.endsWith('/operator/login')
          ? ok({ token: 't', operator: { id: '1', loginName: 'admin', nickname: '' } })
          : ok({ siteNamePc: '' }),
      ),
    );
    render(withProviders(<Stub initialEntries={['/admin/login?redirect=%2Fadmin%2Fsite%2Fnav']} />));
    fill('admin', 'secret123');
    expect(await screen.findByText('头部导航页')).toBeTruthy();
  });

  it('shows the server’s message when the password is wrong and stays on the page', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(url.endsWith('/operator/login') ? fail(400, '账号或密码错误') : ok({ siteNamePc: '' })),
    );
    render(withProviders(<Stub initialEntries={['/admin/login']} />));
    fill('admin', 'wrong-pass');
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.queryByText('控制台首页')).toBeNull();
  });

  it('shows the captcha when the server asks for it and sends the answer with the next try', async () => {
    let attempts = 0;
    fetchMock.mockImplementation((url: string) => {
      if (url.endsWith('/captchaImage'))
        return Promise.resolve(ok({ captchaId: 'c1', image: 'data:image/png;base64,AA==', expireSeconds: 300 }));
      if (!url.endsWith('/operator/login')) return Promise.resolve(ok({ siteNamePc: '' }));
      attempts += 1;
      return Promise.resolve(
        attempts === 1
          ? new Response(JSON.stringify({ code: 400, msg: '账号或密码错误', data: { needCaptcha: 1 } }), {
              status: 400,
            })
          : ok({ token: 't', operator: { id: '1', loginName: 'admin', nickname: '' } }),
      );
    });
    render(withProviders(<Stub initialEntries={['/admin/login']} />));
    fill('admin', 'wrong-pass');
    expect(await screen.findByAltText('图形验证码，点击刷新')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('图中字符'), { target: { value: 'ab3d' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('控制台首页')).toBeTruthy();
    const calls = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/operator/login')) as [
      string,
      RequestInit,
    ][];
    expect(JSON.parse(String(calls[1]![1].body))).toEqual({
      loginName: 'admin',
      password: 'wrong-pass',
      captchaId: 'c1',
      captchaCode: 'ab3d',
    });
  });

  it('checks the form before calling the server', async () => {
    render(withProviders(<Stub initialEntries={['/admin/login']} />));
    fill('', '123');
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('密码为 6–20 位')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/operator/login'))).toBe(false));
  });
});
