import { studyContracts } from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Requester } from '~/lib/request';
import { COURSE_DRAFTS_KEY } from './course-drafts';

export const PROGRESS_PAGE_SIZE = 10;

/** My published courses with how their learners are doing (`/account/vod/progress`). */
export const lecturerProgressQuery = (api: Requester, page: number) =>
  queryOptions({
    queryKey: [...COURSE_DRAFTS_KEY, 'progress', page] as const,
    queryFn: () =>
      api.call(studyContracts.listLecturerCourseProgress, { pageCurrent: page, pageSize: PROGRESS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** Each learner of one of my courses (`/account/vod/progress/details`). */
export const courseLearnersQuery = (api: Requester, courseId: string, page: number) =>
  queryOptions({
    queryKey: [...COURSE_DRAFTS_KEY, 'learners', courseId, page] as const,
    queryFn: () =>
      api.call(studyContracts.pageLecturerLearnerProgress, {
        courseId,
        pageCurrent: page,
        pageSize: PROGRESS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** Seconds watched and learners per day over the last `days` days. */
export const dailyStudyQuery = (api: Requester, courseId: string, days: number) =>
  queryOptions({
    queryKey: [...COURSE_DRAFTS_KEY, 'daily', courseId, days] as const,
    queryFn: () => api.call(studyContracts.listLecturerDailyStudy, { courseId, days }),
  });
