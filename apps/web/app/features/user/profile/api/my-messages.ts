import { userContracts } from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';
import { isReadOf, MESSAGE_PAGE_SIZE, type MessageFilter } from '../messages';

/** Every page of my messages (what reading, reading all and deleting make stale). */
export const MY_MESSAGES_KEY = personalQueryKey('messages');

/** A page of my messages under a filter tab, read in the browser; the previous page stays while the next is read. */
export const myMessagesQuery = (api: Requester, filter: MessageFilter, page: number) => {
  const isRead = isReadOf(filter);
  return queryOptions({
    queryKey: [...MY_MESSAGES_KEY, filter, page] as const,
    queryFn: () =>
      api.call(userContracts.listMessages, {
        pageCurrent: page,
        pageSize: MESSAGE_PAGE_SIZE,
        ...(isRead === undefined ? {} : { isRead }),
      }),
    placeholderData: keepPreviousData,
  });
};
