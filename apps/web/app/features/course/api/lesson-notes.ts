import { studyContracts } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { Requester } from '~/lib/request';
import { COURSE_MINE_KEY } from './course-page';

/** My notes on one lesson, newest first. */
export const lessonNotesQuery = (api: Requester, periodId: string) =>
  queryOptions({
    queryKey: [...COURSE_MINE_KEY, 'notes', periodId] as const,
    queryFn: async () => (await api.call(studyContracts.pageNotes, { periodId, pageCurrent: 1, pageSize: 50 })).list,
  });
