import { Limits, userContracts } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '~/lib/api-context';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';

/**
 * The signed-in reader's unread messages (store read: anything but 200 rejects), read in the browser.
 * The count a page starts with comes with the reader (lib/reader.ts, decision 0089), `known`; this asks
 * again every 300000 ms while signed in.
 */
export const unreadMessageCountQuery = (api: Requester, userId: string | undefined, known: () => number) => ({
  queryKey: personalQueryKey('unread-messages', userId),
  queryFn: async () => (await api.storeRequest(userContracts.countUnreadMessages)).num,
  enabled: Boolean(userId),
  initialData: known,
  initialDataUpdatedAt: () => Date.now(),
  staleTime: Limits.unreadPollMs,
  refetchInterval: Limits.unreadPollMs,
});

/** Keeps the store's userMsgNum (the header badge) in step with the server while a reader is signed in. */
export function useUnreadMessageCount(): void {
  const api = useApi();
  const store = useSchoolStoreApi();
  const userId = useSchoolStore((state) => state.userInfo?.id);
  const { data, dataUpdatedAt } = useQuery(unreadMessageCountQuery(api, userId, () => store.getState().userMsgNum));
  useEffect(() => {
    if (data !== undefined && store.getState().userInfo) store.getState().setUserMsgNum(data);
  }, [data, dataUpdatedAt, store]);
}
