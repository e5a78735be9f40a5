import type { LoaderFunctionArgs } from 'react-router';
import { vi } from 'vitest';
import type { SchoolLoadContext } from '~/lib/load-context';

type CallApi = SchoolLoadContext['callApi'];
export type Reply = Awaited<ReturnType<CallApi>>;

export const ok = (data: unknown): Reply => ({ code: 200, msg: '成功', data });

/** A loader's arguments for `path` on the demo school, answering each API URL from `replies` (else 404). */
export function argsFor(path: string, replies: Record<string, Reply>, params: Record<string, string> = {}) {
  const callApi = vi.fn<CallApi>(async ({ url }) => replies[url] ?? { code: 404, msg: '无此接口', data: null });
  const args = {
    request: new Request(`http://demo.school.local${path}`),
    context: { siteId: 11, callApi },
    params,
  } as unknown as LoaderFunctionArgs;
  return { args, callApi };
}
