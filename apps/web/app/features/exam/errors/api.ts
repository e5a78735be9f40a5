import { examContracts, type ErrorProblemListBody } from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

export const ERRORS_PAGE_SIZE = 10;
/** A review session takes at most this many due problems at a time. */
export const REVIEW_BATCH = 50;

/** The error notebook, forgotten together after a review answer or a deletion. */
export const ERRORS_KEY = personalQueryKey('exam-errors');

export const errorQueries = {
  kinds: (api: Requester) =>
    queryOptions({
      queryKey: [...ERRORS_KEY, 'kinds'] as const,
      queryFn: () => api.call(examContracts.listErrorKind),
    }),
  page: (api: Requester, body: ErrorProblemListBody) =>
    queryOptions({
      queryKey: [...ERRORS_KEY, 'page', body] as const,
      queryFn: () => api.call(examContracts.pageErrorProblem, body),
      placeholderData: keepPreviousData,
    }),
  view: (api: Requester, id: string) =>
    queryOptions({
      queryKey: [...ERRORS_KEY, 'view', id] as const,
      queryFn: () => api.call(examContracts.viewErrorProblem, { id }),
    }),
};
