import { examContracts } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { Requester } from '~/lib/request';
import { COURSE_MINE_KEY } from './course-page';

/** Exercises listed on the course page; a course rarely has more. */
const EXERCISES_SHOWN = 20;

/** The papers the course's teacher attached as its exercises (a signed-in reader's call). */
export const exercisesQuery = (api: Requester, courseId: string) =>
  queryOptions({
    queryKey: [...COURSE_MINE_KEY, 'exercises', courseId] as const,
    queryFn: async () =>
      (await api.call(examContracts.listExercise, { courseId, pageCurrent: 1, pageSize: EXERCISES_SHOWN })).list,
  });
