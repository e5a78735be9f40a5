import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browserApi } from '~/lib/browser-api';
import { UNREAD_POLL_MS } from '~/lib/constants';
import type { Requester } from '~/lib/request';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';

/** POST /user/auth/msg/user/num — the signed-in reader's unread messages (store read: anything but 200 rejects). */
export const fetchUnreadMessageCount = async (api: Requester) =>
  (await api.storeRequest<{ num: number }>({ url: '/user/auth/msg/user/num', body: {} })).num;

export const unreadMessageCountQuery = (userId: string | undefined, api: Requester = browserApi) => ({
  queryKey: ['user-msg-num', userId] as const,
  queryFn: () => fetchUnreadMessageCount(api),
  enabled: Boolean(userId),
  // Asked when the header appears (each page load) and every 300000 ms while signed in.
  staleTime: 0,
  refetchInterval: UNREAD_POLL_MS,
});

/** Keeps the store's userMsgNum (the header badge) in step with the server while a reader is signed in. */
export function useUnreadMessageCount(api: Requester = browserApi): void {
  const store = useSchoolStoreApi();
  const userId = useSchoolStore((state) => state.userInfo?.id);
  const { data, dataUpdatedAt } = useQuery(unreadMessageCountQuery(userId, api));
  useEffect(() => {
    if (data !== undefined && store.getState().userInfo) store.getState().setUserMsgNum(data);
  }, [data, dataUpdatedAt, store]);
}
