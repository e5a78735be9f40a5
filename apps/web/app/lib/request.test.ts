import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentContracts, Limits, systemContracts, uploadContracts, userContracts } from '@school/contracts';
import {
  ApiError,
  createRequester,
  describeCall,
  RequestTimeoutError,
  resolveReturnAddress,
  type ApiReply,
  type RequestHooks,
  type Transport,
} from './request';

function setup(
  reply: ApiReply | ((call: Parameters<Transport>[0]) => Promise<ApiReply>),
  overrides: Partial<RequestHooks> = {},
) {
  const transport = vi.fn<Transport>(typeof reply === 'function' ? reply : async () => reply);
  const hooks = {
    transport,
    getToken: vi.fn(() => 'token-1' as string | undefined),
    toast: vi.fn<(msg: string) => void>(),
    onSessionInvalid: vi.fn(),
    onSessionCleared: vi.fn(),
    isServer: false,
    ...overrides,
  };
  return { hooks, transport, api: createRequester(hooks) };
}

describe('request layer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('treats code 200 and code 1 as success and hands back the envelope', async () => {
    for (const code of [200, 1]) {
      const { api, hooks } = setup({ code, msg: 'ok', data: { a: 1 } });
      await expect(api.request(userContracts.viewUserExt)).resolves.toEqual({ code, msg: 'ok', data: { a: 1 } });
      expect(hooks.toast).not.toHaveBeenCalled();
    }
  });

  it('takes method, URL and body from the contract entry, with the token', async () => {
    const { api, transport } = setup({ code: 200, msg: '', data: null });
    await api.request(systemContracts.listNavBar, { platShow: 1 });
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        route: systemContracts.listNavBar,
        method: 'POST',
        url: '/system/api/nav/bar/list',
        body: { platShow: 1 },
        token: 'token-1',
        timeoutMs: Limits.requestTimeoutMs,
      }),
    );
  });

  it('fills path parameters into the URL and sends no body with GET', () => {
    expect(describeCall(contentContracts.listDict, { dictType: 'problemKind' })).toEqual({
      method: 'GET',
      url: '/system/api/dict/list/problemKind',
      body: undefined,
      query: undefined,
    });
    expect(describeCall(userContracts.getCaptchaImage, undefined)).toMatchObject({ method: 'GET', body: undefined });
    const form = new FormData();
    expect(describeCall(uploadContracts.uploadFile, form)).toMatchObject({ body: form });
  });

  it('call resolves with the data of a successful reply', async () => {
    const { api } = setup({ code: 200, msg: '成功', data: { num: 3 } });
    await expect(api.call(userContracts.countUnreadMessages)).resolves.toEqual({ num: 3 });
  });

  it('shows the server msg and rejects on a business error', async () => {
    const { api, hooks } = setup({ code: 400, msg: '手机号格式不正确', data: null });
    await expect(api.request(userContracts.viewUserExt)).rejects.toBeInstanceOf(ApiError);
    expect(hooks.toast).toHaveBeenCalledWith('手机号格式不正确');
  });

  it('shows the same message only once within 2000 ms', async () => {
    const { api, hooks } = setup({ code: 500, msg: '服务繁忙', data: null });
    await api.request(userContracts.viewUserExt).catch(() => {});
    await api.request(userContracts.viewUserExt).catch(() => {});
    expect(hooks.toast).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    await api.request(userContracts.viewUserExt).catch(() => {});
    expect(hooks.toast).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await api.request(userContracts.viewUserExt).catch(() => {});
    expect(hooks.toast).toHaveBeenCalledTimes(2);
  });

  it('shows a different message at once', async () => {
    let msg = '错误一';
    const toast = vi.fn<(msg: string) => void>();
    const { api } = setup(async () => ({ code: 500, msg, data: null }), { toast });
    await api.request(userContracts.viewUserExt).catch(() => {});
    msg = '错误二';
    await api.request(userContracts.viewUserExt).catch(() => {});
    expect(toast.mock.calls).toEqual([['错误一'], ['错误二']]);
  });

  it('isShowErrTip false: no toast, the reply is returned', async () => {
    const { api, hooks } = setup({ code: 409, msg: '试卷已提交', data: null });
    await expect(api.request(userContracts.viewUserExt, undefined, { isShowErrTip: false })).resolves.toMatchObject({
      code: 409,
    });
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('_No_dispose: the reply comes back untouched, even a session code', async () => {
    const reply = { code: 302, msg: '登录已失效', data: { keep: true } };
    const { api, hooks } = setup(reply);
    await expect(api.request(userContracts.viewUserExt, undefined, { _No_dispose: true })).resolves.toBe(reply);
    expect(hooks.onSessionInvalid).not.toHaveBeenCalled();
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it.each([300, 301, 302, 303, 304, 399])('code %i sends the reader to sign in', async (code) => {
    const { api, hooks } = setup({ code, msg: '请先登录', data: null });
    await expect(api.request(userContracts.viewUserExt)).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('codes outside the session band, 400 (bad input) included, are ordinary errors', async () => {
    for (const code of [299, 400, 401]) {
      const { api, hooks } = setup({ code, msg: `错误${code}`, data: null });
      await api.request(userContracts.viewUserExt).catch(() => {});
      expect(hooks.onSessionInvalid).not.toHaveBeenCalled();
      expect(hooks.toast).toHaveBeenCalledWith(`错误${code}`);
    }
  });

  it('a detail call by a signed-in reader clears the session quietly and returns the reply', async () => {
    const { api, hooks } = setup({ code: 301, msg: '登录已过期', data: null });
    await expect(api.request(userContracts.viewUserExt, undefined, { isDetailCall: true })).resolves.toMatchObject({
      code: 301,
    });
    expect(hooks.onSessionCleared).toHaveBeenCalledTimes(1);
    expect(hooks.onSessionInvalid).not.toHaveBeenCalled();
  });

  it('a detail call by a visitor (no token) follows the ordinary rule', async () => {
    const { api, hooks } = setup({ code: 303, msg: '请先登录', data: null }, { getToken: () => undefined });
    await expect(api.request(userContracts.viewUserExt, undefined, { isDetailCall: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(hooks.onSessionInvalid).toHaveBeenCalled();
    expect(hooks.onSessionCleared).not.toHaveBeenCalled();
  });

  it('code 999 sends to sign-in only on the server', async () => {
    const server = setup({ code: 999, msg: '不允许', data: null }, { isServer: true });
    await server.api.request(userContracts.viewUserExt).catch(() => {});
    expect(server.hooks.onSessionInvalid).toHaveBeenCalled();

    const browser = setup({ code: 999, msg: '不允许', data: null });
    await browser.api.request(userContracts.viewUserExt).catch(() => {});
    expect(browser.hooks.onSessionInvalid).not.toHaveBeenCalled();
    expect(browser.hooks.toast).toHaveBeenCalledWith('不允许');
  });

  it('gives up after 10000 ms', async () => {
    const { api, transport } = setup(() => new Promise<ApiReply>(() => {}));
    const pending = api.request(userContracts.viewUserExt);
    const assertion = expect(pending).rejects.toBeInstanceOf(RequestTimeoutError);
    vi.advanceTimersByTime(Limits.requestTimeoutMs);
    await assertion;
    expect(transport.mock.calls[0]?.[0].signal.aborted).toBe(true);
  });

  it('gives a FormData upload 1800000 ms', async () => {
    const { api, transport } = setup(() => new Promise<ApiReply>(() => {}));
    const pending = api.request(uploadContracts.uploadFile, new FormData());
    let settled = false;
    pending.catch(() => (settled = true));
    expect(transport.mock.calls[0]?.[0].timeoutMs).toBe(Limits.uploadTimeoutMs);
    await vi.advanceTimersByTimeAsync(Limits.requestTimeoutMs * 10);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(Limits.uploadTimeoutMs);
    expect(settled).toBe(true);
  });

  it('passes network failures on', async () => {
    const { api, hooks } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.request(userContracts.viewUserExt)).rejects.toThrow('Failed to fetch');
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('counts calls in flight for the loading flag', async () => {
    const onActivity = vi.fn();
    const { api } = setup({ code: 200, msg: '', data: null }, { onActivity });
    await api.request(userContracts.viewUserExt);
    expect(onActivity.mock.calls).toEqual([[1], [-1]]);
  });

  it('store calls resolve with data on 200 and reject with the server msg otherwise', async () => {
    await expect(
      setup({ code: 200, msg: '', data: { id: '1' } }).api.storeRequest(userContracts.viewUserExt),
    ).resolves.toEqual({
      id: '1',
    });
    const failing = setup({ code: 1, msg: '只认 200', data: null });
    await expect(failing.api.storeRequest(userContracts.viewUserExt)).rejects.toThrow('只认 200');
    const signedOut = setup({ code: 304, msg: '您的账号已在其他地方登录！', data: null });
    await expect(signedOut.api.storeRequest(userContracts.viewUserExt)).rejects.toThrow('您的账号已在其他地方登录！');
    expect(signedOut.hooks.onSessionInvalid).not.toHaveBeenCalled();
  });
});

describe('return address', () => {
  it('a saved address containing /login becomes /', () => {
    expect(resolveReturnAddress('/login?t=login')).toBe('/');
    expect(resolveReturnAddress('')).toBe('/');
    expect(resolveReturnAddress(null)).toBe('/');
    expect(resolveReturnAddress('/account/course?page=2')).toBe('/account/course?page=2');
  });
});
