import type { QueryClient } from '@tanstack/react-query';
import type { SchoolStoreApi } from './store';

/**
 * Queries of the signed-in reader's own data (messages, follows, profile…) are read in the browser
 * and start their key with `'me'`, so they can be forgotten together when the session changes.
 */
export const PERSONAL_QUERY_ROOT = 'me';

export const personalQueryKey = <const T extends readonly unknown[]>(...parts: T) =>
  [PERSONAL_QUERY_ROOT, ...parts] as const;

/**
 * Forgets every personal query when the session the store holds ends or changes (sign-out, a
 * session ended elsewhere, another reader signing in), so nobody sees the previous reader's data.
 * Returns the unsubscribe function.
 */
export function forgetPersonalQueriesOnSessionChange(store: SchoolStoreApi, queryClient: QueryClient): () => void {
  return store.subscribe((state, previous) => {
    if (previous.tokenInfo && state.tokenInfo !== previous.tokenInfo) {
      queryClient.removeQueries({ queryKey: [PERSONAL_QUERY_ROOT] });
    }
  });
}
