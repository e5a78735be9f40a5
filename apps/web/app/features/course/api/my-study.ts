import { courseStudyContracts, type CourseKind, studyContracts } from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

/** Rows per page of the study centre's lists. */
export const STUDY_PAGE_SIZE = 10;
export const MY_STUDY_KEY = personalQueryKey('study');

const paged = (pageCurrent: number) => ({ pageCurrent, pageSize: STUDY_PAGE_SIZE });

/** 我的课程: bought or granted courses of one kind with my progress. */
export const myCoursesQuery = (api: Requester, page: number, courseCategory: CourseKind) =>
  queryOptions({
    queryKey: [...MY_STUDY_KEY, 'courses', courseCategory, page] as const,
    queryFn: () => api.call(courseStudyContracts.listMyCourse, { ...paged(page), courseCategory }),
    placeholderData: keepPreviousData,
  });

/** 学习记录: courses I studied, the latest first. */
export const myProgressQuery = (api: Requester, page: number) =>
  queryOptions({
    queryKey: [...MY_STUDY_KEY, 'progress', page] as const,
    queryFn: () => api.call(studyContracts.listCourseProgress, paged(page)),
    placeholderData: keepPreviousData,
  });

/** 我的笔记, newest first. */
export const myNotesQuery = (api: Requester, page: number) =>
  queryOptions({
    queryKey: [...MY_STUDY_KEY, 'notes', page] as const,
    queryFn: () => api.call(studyContracts.pageNotes, paged(page)),
    placeholderData: keepPreviousData,
  });

/** 我的收藏: collected courses of one kind. */
export const myCollectionsQuery = (api: Requester, page: number, courseCategory: CourseKind) =>
  queryOptions({
    queryKey: [...MY_STUDY_KEY, 'collections', courseCategory, page] as const,
    queryFn: () => api.call(courseStudyContracts.listCourseCollection, { ...paged(page), courseCategory }),
    placeholderData: keepPreviousData,
  });

/** The course page playing a lesson, from `at` seconds when given (a note's time). */
export const lessonHref = (courseId: string, periodId: string, at?: number) =>
  `/view/${courseId}?periodId=${periodId}${at === undefined ? '' : `&t=${at}`}`;
