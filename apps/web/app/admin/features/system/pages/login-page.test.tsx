// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { makeBootstrap } from '../../../../../test/fixtures';
import LoginPage from './login-page';
import { ADMIN_TOKEN_KEY } from '../../../lib/console-api';
import { fakeApi, refuse, stubBrowserApis, withProviders, type FakeApi } from '../../../components/test-utils';

const Stub = createRoutesStub([
  { path: '/admin/login', Component: LoginPage },
  { path: '/admin', Component: () => <p>控制台首页</p> },
  { path: '/admin/site/nav', Component: () => <p>头部导航页</p> },
]);

let fake: FakeApi;
const site = (siteNamePc: string) => ({ ...makeBootstrap().webInfo, siteNamePc });

beforeAll(stubBrowserApis);
beforeEach(() => {
  localStorage.clear();
  fake = fakeApi({ getWebsiteInfo: site('蓝鲸英语') });
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

describe('operator sign-in page', () => {
  it('signs in, keeps the operator token apart from learners’ and opens the console', async () => {
    fake.answer({
      loginOperator: { token: 'op-token', operator: { id: '1', loginName: 'admin', nickname: '运营小王' } },
    });
    render(withProviders(<Stub initialEntries={['/admin/login']} />, fake));
    expect(await screen.findByText(/蓝鲸英语 · 请使用运营账号登录/)).toBeTruthy();
    fill(' admin ', 'secret123');
    expect(await screen.findByText('控制台首页')).toBeTruthy();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('op-token');
    expect(localStorage.getItem('RC_WEB_TOKEN')).toBeNull();
    expect(fake.inputsOf('loginOperator')).toEqual([{ loginName: 'admin', password: 'secret123' }]);
  });

  it('goes back to the page that asked for sign-in', async () => {
    fake.answer({ loginOperator: { token: 't', operator: { id: '1', loginName: 'admin', nickname: '' } } });
    render(withProviders(<Stub initialEntries={['/admin/login?redirect=%2Fadmin%2Fsite%2Fnav']} />, fake));
    fill('admin', 'secret123');
    expect(await screen.findByText('头部导航页')).toBeTruthy();
  });

  it('shows the server’s message when the password is wrong and stays on the page', async () => {
    fake.answer({ loginOperator: refuse(400, '账号或密码错误') });
    render(withProviders(<Stub initialEntries={['/admin/login']} />, fake));
    fill('admin', 'wrong-pass');
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.queryByText('控制台首页')).toBeNull();
  });

  it('shows the captcha when the server asks for it and sends the answer with the next try', async () => {
    let attempts = 0;
    fake.answer({
      getCaptchaImage: { captchaId: 'c1', image: 'data:image/png;base64,AA==', expireSeconds: 300 },
      loginOperator: () =>
        (attempts += 1) === 1
          ? refuse(400, '账号或密码错误', { needCaptcha: 1 })
          : { token: 't', operator: { id: '1', loginName: 'admin', nickname: '' } },
    });
    render(withProviders(<Stub initialEntries={['/admin/login']} />, fake));
    fill('admin', 'wrong-pass');
    expect(await screen.findByAltText('图形验证码，点击刷新')).toBeTruthy();
    expect(fake.inputsOf('loginOperator')).toEqual([{ loginName: 'admin', password: 'wrong-pass' }]);
    fireEvent.change(screen.getByPlaceholderText('图中字符'), { target: { value: 'ab3d' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('控制台首页')).toBeTruthy();
    expect(fake.inputsOf('loginOperator')[1]).toEqual({
      loginName: 'admin',
      password: 'wrong-pass',
      captchaId: 'c1',
      captchaCode: 'ab3d',
    });
  });

  it('asks for no captcha while the server does not', async () => {
    fake.answer({ loginOperator: refuse(400, '账号或密码错误', { needCaptcha: 0 }) });
    render(withProviders(<Stub initialEntries={['/admin/login']} />, fake));
    fill('admin', 'wrong-pass');
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(screen.queryByPlaceholderText('图中字符')).toBeNull();
    expect(fake.inputsOf('getCaptchaImage')).toEqual([]);
  });

  it('checks the form before calling the server', async () => {
    render(withProviders(<Stub initialEntries={['/admin/login']} />, fake));
    fill('', '123');
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('密码为 6–20 位')).toBeTruthy();
    await waitFor(() => expect(fake.inputsOf('loginOperator')).toEqual([]));
  });
});
