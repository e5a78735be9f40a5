import { queryOptions } from '@tanstack/react-query';
import type { RouteContract } from '@school/contracts';
import type { CallArgs, InputOf, Requester } from '~/lib/request';

/**
 * The query options of one console read: its key (module, name and the input) and its call. Each
 * console feature lists its reads in `api/queries.ts` with this, so pages never write a key by hand
 * and a change invalidates a read by the same factory (`queries.navBars(api).queryKey`).
 */
export function readQuery<R extends RouteContract>(
  api: Requester,
  key: readonly [module: string, name: string],
  route: R,
  input?: InputOf<R>,
) {
  return queryOptions({
    queryKey: input === undefined ? (['admin', ...key] as const) : (['admin', ...key, input] as const),
    queryFn: () => api.call(route, ...([input] as CallArgs<R, never>)),
  });
}
