import { vi } from 'vitest';
import { createRequester, type ApiReply, type Requester, type TransportCall } from '~/lib/request';

export type FakeRoute = (call: TransportCall) => ApiReply | Promise<ApiReply>;

/**
 * A request layer whose transport answers from a table of url → reply (or function), recording
 * every call. Unknown urls answer 404. Use with vi.mock('~/lib/browser-api', …).
 */
export function createFakeApi(routes: Record<string, ApiReply | FakeRoute> = {}, token = 'test-token') {
  const calls: TransportCall[] = [];
  const toast = vi.fn<(msg: string) => void>();
  const onSessionInvalid = vi.fn();
  const table = { ...routes };
  const api: Requester = createRequester({
    transport: async (call) => {
      calls.push(call);
      const route = table[call.url];
      if (!route) return { code: 404, msg: `no fake for ${call.url}`, data: null };
      return typeof route === 'function' ? route(call) : route;
    },
    getToken: () => token,
    toast,
    isServer: false,
    onSessionInvalid,
    onSessionCleared: vi.fn(),
  });
  return {
    api,
    calls,
    toast,
    onSessionInvalid,
    /** Replaces or adds answers. */
    answer(url: string, reply: ApiReply | FakeRoute) {
      table[url] = reply;
    },
    callsTo: (url: string) => calls.filter((call) => call.url === url),
  };
}

export const ok = <T>(data: T): ApiReply<T> => ({ code: 200, msg: '成功', data });
