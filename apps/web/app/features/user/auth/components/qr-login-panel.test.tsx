import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QrState } from '@school/contracts';
import { learner } from '../../../../../test/fixtures';
import { fakeApi, type FakeApi } from '../../../../../test/fake-api';
import { renderPage } from '../../../../../test/render-page';
import { QR_POLL_MS } from '../qr-login';
import { QrLoginPanel } from './qr-login-panel';

let scenes = 0;
const state = (patch: Partial<QrState>) =>
  ({ state: 0, token: '', userInfo: null, wxNickname: '', ...patch }) satisfies QrState;

let fake: FakeApi;
beforeEach(() => {
  scenes = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fake = fakeApi({
    getMpQrCodeUrl: () => {
      scenes += 1;
      return {
        sceneId: `scene-${scenes}`,
        qrcodeImage: `data:image/svg+xml;base64,${scenes}`,
        qrcodeUrl: `http://127.0.0.1:3000/sandbox/wechat/scan?scene=scene-${scenes}`,
        display: 'image',
        expireSeconds: 300,
      };
    },
    checkQrCodeState: state({ state: 0 }),
    getCaptchaImage: { captchaId: 'c1', image: 'data:image/svg+xml;base64,eA==', expireSeconds: 300 },
  });
});
afterEach(() => vi.useRealTimers());
const poll = () => act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));

describe('QR sign-in tab', () => {
  it('shows the code with its sandbox link, polls every 2 s, and signs in on state 1', async () => {
    const onSignedIn = vi.fn();
    renderPage(<QrLoginPanel onSignedIn={onSignedIn} />, { api: fake.api, path: '/login' });
    await waitFor(() => expect(screen.getByAltText('微信扫码登录二维码')).toBeTruthy());
    expect(screen.getByText('在本地沙箱中打开').getAttribute('href')).toBe(
      'http://127.0.0.1:3000/sandbox/wechat/scan?scene=scene-1',
    );
    expect(fake.inputsOf('checkQrCodeState')).toHaveLength(0);
    await poll();
    await poll();
    expect(fake.inputsOf('checkQrCodeState').length).toBe(2);
    expect(fake.inputsOf('checkQrCodeState')[0]).toEqual({ sceneId: 'scene-1' });

    fake.answer({
      checkQrCodeState: state({ state: 1, token: 'qr-token', userInfo: learner, wxNickname: '小李的微信' }),
    });
    await poll();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ token: 'qr-token', userInfo: learner }));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    const asked = fake.inputsOf('checkQrCodeState').length;
    await poll();
    expect(fake.inputsOf('checkQrCodeState').length).toBe(asked);
  });

  it('shows WeChat’s own QR page in a frame when the school uses the open platform', async () => {
    const address = 'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&state=scene-9#wechat_redirect';
    fake.answer({
      getMpQrCodeUrl: { sceneId: 'scene-9', qrcodeImage: '', qrcodeUrl: address, display: 'frame', expireSeconds: 300 },
    });
    renderPage(<QrLoginPanel onSignedIn={vi.fn()} />, { api: fake.api, path: '/login' });
    await waitFor(() => expect(screen.getByTitle('微信扫码登录').getAttribute('src')).toBe(address));
    expect(screen.queryByAltText('微信扫码登录二维码')).toBeNull();
    expect(screen.queryByText('在本地沙箱中打开')).toBeNull();
    await poll();
    expect(fake.inputsOf('checkQrCodeState')[0]).toEqual({ sceneId: 'scene-9' });
  });

  it('asks a new WeChat user to bind a mobile (state 2), and stops polling', async () => {
    fake.answer({ checkQrCodeState: state({ state: 2, wxNickname: '新同学' }) });
    fake.answer({ registerByQrcode: { token: 'bound', userInfo: { ...learner, nickname: '新同学' } } });
    const onSignedIn = vi.fn();
    renderPage(<QrLoginPanel onSignedIn={onSignedIn} />, { api: fake.api, path: '/login' });
    await waitFor(() => expect(screen.getByAltText('微信扫码登录二维码')).toBeTruthy());
    await poll();
    await waitFor(() => expect(screen.getByText(/微信「新同学」首次登录，请绑定手机号/)).toBeTruthy());
    const asked = fake.inputsOf('checkQrCodeState').length;
    await poll();
    expect(fake.inputsOf('checkQrCodeState').length).toBe(asked);

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(fake.inputsOf('registerByQrcode')[0]).toEqual({
      sceneId: 'scene-1',
      mobile: '13900001111',
      code: '654321',
    });
  });

  it('offers a fresh code when the code expired (state 3)', async () => {
    fake.answer({ checkQrCodeState: state({ state: 3 }) });
    renderPage(<QrLoginPanel onSignedIn={vi.fn()} />, { api: fake.api, path: '/login' });
    await waitFor(() => expect(screen.getByAltText('微信扫码登录二维码')).toBeTruthy());
    await poll();
    await waitFor(() => expect(screen.getByText('二维码已失效，点击刷新')).toBeTruthy());
    expect(screen.queryByText('在本地沙箱中打开')).toBeNull();
    fake.answer({ checkQrCodeState: state({ state: 0 }) });
    fireEvent.click(screen.getByText('二维码已失效，点击刷新'));
    await waitFor(() => expect(screen.getByText('在本地沙箱中打开').getAttribute('href')).toContain('scene-2'));
    expect(fake.inputsOf('getMpQrCodeUrl')).toHaveLength(2);
  });

  it('stops polling when the tab closes', async () => {
    const { unmount } = renderPage(<QrLoginPanel onSignedIn={vi.fn()} />, { api: fake.api, path: '/login' });
    await waitFor(() => expect(screen.getByAltText('微信扫码登录二维码')).toBeTruthy());
    await poll();
    const asked = fake.inputsOf('checkQrCodeState').length;
    unmount();
    await poll();
    await poll();
    expect(fake.inputsOf('checkQrCodeState').length).toBe(asked);
  });
});
