import { examContracts, type MarkListBody, type PageQuery, type RecordListBody } from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

export const RECORDS_PAGE_SIZE = 10;

/** My exam records and the teacher's marking, forgotten together after a mark or a deletion. */
export const RECORDS_KEY = personalQueryKey('exam-records');
export const MARKING_KEY = personalQueryKey('exam-marking');
/** My collected problems (我的收藏 · 题目), forgotten after a collect or an uncollect. */
export const COLLECTED_PROBLEMS_KEY = personalQueryKey('exam-collected');

export const recordQueries = {
  mine: (api: Requester, body: RecordListBody) =>
    queryOptions({
      queryKey: [...RECORDS_KEY, 'mine', body] as const,
      queryFn: () => api.call(examContracts.listMyExam, body),
      placeholderData: keepPreviousData,
    }),
  /** Papers I bought or was given, newest first. */
  owned: (api: Requester, body: PageQuery) =>
    queryOptions({
      queryKey: [...RECORDS_KEY, 'owned', body] as const,
      queryFn: () => api.call(examContracts.listOwnedPaper, body),
      placeholderData: keepPreviousData,
    }),
  collected: (api: Requester, body: PageQuery) =>
    queryOptions({
      queryKey: [...COLLECTED_PROBLEMS_KEY, body] as const,
      queryFn: () => api.call(examContracts.listProblemCollection, body),
      placeholderData: keepPreviousData,
    }),
  marking: (api: Requester, body: MarkListBody) =>
    queryOptions({
      queryKey: [...MARKING_KEY, 'list', body] as const,
      queryFn: () => api.call(examContracts.listMarkRecord, body),
      placeholderData: keepPreviousData,
    }),
  markView: (api: Requester, recordId: string) =>
    queryOptions({
      queryKey: [...MARKING_KEY, 'view', recordId] as const,
      queryFn: () => api.call(examContracts.viewMarkRecord, { recordId }),
    }),
};
