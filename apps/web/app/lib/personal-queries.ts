import { useQuery, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSchoolStore, type SchoolStoreApi } from './store';

/**
 * Queries of the signed-in reader's own data (messages, follows, profile…) are read in the browser
 * and start their key with `'me'`, so they can be forgotten together when the session changes.
 */
export const PERSONAL_QUERY_ROOT = 'me';

export const personalQueryKey = <const T extends readonly unknown[]>(...parts: T) =>
  [PERSONAL_QUERY_ROOT, ...parts] as const;

/**
 * A query of the reader's own data: it runs only while the store holds a session (from the session
 * start-up, or a sign-in), so a page being left after signing out does not ask again without a token.
 */
export function usePersonalQuery<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey>) {
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  return useQuery({ ...options, enabled: signedIn && options.enabled !== false });
}

/**
 * Forgets every personal query when the session the store holds ends or changes (sign-out, a
 * session ended elsewhere, another reader signing in), so nobody sees the previous reader's data.
 * Returns the unsubscribe function.
 */
export function forgetPersonalQueriesOnSessionChange(store: SchoolStoreApi, queryClient: QueryClient): () => void {
  return store.subscribe((state, previous) => {
    if (previous.tokenInfo && state.tokenInfo !== previous.tokenInfo) {
      // After React has seen the change: by then the page's personal queries are switched off
      // (`usePersonalQuery`), so removing them does not make them ask again.
      setTimeout(() => queryClient.removeQueries({ queryKey: [PERSONAL_QUERY_ROOT] }), 0);
    }
  });
}
