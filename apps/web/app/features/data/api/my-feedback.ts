import { dataContracts } from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

export const FEEDBACK_PAGE_SIZE = 5;

/** Every page of my feedback (what sending one makes stale). */
export const MY_FEEDBACK_KEY = personalQueryKey('feedback');

/** A page of my feedback with the school's replies, read in the browser. */
export const myFeedbackQuery = (api: Requester, page: number) =>
  queryOptions({
    queryKey: [...MY_FEEDBACK_KEY, page] as const,
    queryFn: () => api.call(dataContracts.pageFeedback, { pageCurrent: page, pageSize: FEEDBACK_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
