import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminProviders } from './admin-providers';

/** antd reads matchMedia (responsive grid) and ResizeObserver (textarea, tabs); jsdom has neither. */
export function stubBrowserApis() {
  // antd forms validate asynchronously; on a busy machine that takes longer than the 1 s default.
  configure({ asyncUtilTimeout: 8000 });
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  }
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: vi.fn((query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    });
  }
}

export const withProviders = (ui: ReactNode) => <AdminProviders>{ui}</AdminProviders>;

/** One reply of the mocked server: data for code 200, or a refusal. */
export type MockReply = { data: unknown } | { code: number; msg: string };
type Handler = (body: Record<string, unknown>) => MockReply;

/**
 * Stubs `fetch` as the console's server: each call is answered by the handler whose url the
 * request ends with (`/user/admin/user/page`…); unknown urls answer 404. Returns the calls made.
 */
export function mockAdminApi(handlers: Record<string, Handler>) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = String(input).replace(/^\/apis/, '');
    const body =
      init?.body instanceof FormData
        ? Object.fromEntries([...init.body.entries()].map(([key, part]) => [key, (part as File).name ?? part]))
        : init?.body
          ? (JSON.parse(String(init.body)) as Record<string, unknown>)
          : {};
    calls.push({ url, body });
    const handler = handlers[url];
    const reply: MockReply = handler ? handler(body) : { code: 404, msg: '接口不存在' };
    const envelope = 'data' in reply ? { code: 200, msg: '成功', data: reply.data } : { ...reply, data: null };
    return Promise.resolve(
      new Response(JSON.stringify(envelope), {
        status: 'data' in reply ? 200 : reply.code >= 400 && reply.code < 600 ? reply.code : 422,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (url: string) => calls.filter((c) => c.url === url).map((c) => c.body) };
}

/** A page of rows as the server sends it. */
export const pageOf = <T,>(list: T[], pageCurrent = 1, pageSize = 20) => ({
  list,
  totalCount: list.length,
  totalPage: Math.max(1, Math.ceil(list.length / pageSize)),
  pageCurrent,
  pageSize,
});
