import { userContracts } from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

export const FOLLOWS_PAGE_SIZE = 12;

/** Whom I follow: every page of 我的关注 and the follow state on lecturers' pages. */
export const MY_FOLLOWS_KEY = personalQueryKey('follows');

/** A page of the lecturers I follow, read in the browser. */
export const myFollowsQuery = (api: Requester, page: number) =>
  queryOptions({
    queryKey: [...MY_FOLLOWS_KEY, 'page', page] as const,
    queryFn: () => api.call(userContracts.listAttention, { pageCurrent: page, pageSize: FOLLOWS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
