import {
  contentContracts,
  courseAuthorContracts,
  examContracts,
  type ExamDictType,
  type PaperAuditListBody,
  type ProblemListBody,
} from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

export const PROBLEMS_PAGE_SIZE = 20;
export const PAPERS_PAGE_SIZE = 10;

/** Everything of the teacher's bank and papers, forgotten together after a change. */
export const EXAM_KEY = personalQueryKey('exam');
export const PROBLEMS_KEY = [...EXAM_KEY, 'problems'] as const;
export const PAPERS_KEY = [...EXAM_KEY, 'papers'] as const;

export const examQueries = {
  problems: (api: Requester, body: ProblemListBody) =>
    queryOptions({
      queryKey: [...PROBLEMS_KEY, 'list', body] as const,
      queryFn: () => api.call(examContracts.listProblem, body),
      placeholderData: keepPreviousData,
    }),
  problem: (api: Requester, id: string) =>
    queryOptions({
      queryKey: [...PROBLEMS_KEY, 'view', id] as const,
      queryFn: () => api.call(examContracts.viewProblem, { id }),
    }),
  papers: (api: Requester, body: PaperAuditListBody) =>
    queryOptions({
      queryKey: [...PAPERS_KEY, 'list', body] as const,
      queryFn: () => api.call(examContracts.listPaperAudit, body),
      placeholderData: keepPreviousData,
    }),
  paper: (api: Requester, id: string) =>
    queryOptions({
      queryKey: [...PAPERS_KEY, 'view', id] as const,
      queryFn: () => api.call(examContracts.viewPaperAudit, { id }),
    }),
  preview: (api: Requester, examId: string) =>
    queryOptions({
      queryKey: [...PAPERS_KEY, 'preview', examId] as const,
      queryFn: () => api.call(examContracts.previewPaperAudit, { examId }),
    }),
  publishedPapers: (api: Requester) =>
    queryOptions({
      queryKey: [...PAPERS_KEY, 'published'] as const,
      queryFn: () => api.call(examContracts.listMyPaper, { pageCurrent: 1, pageSize: 100 }),
    }),
  courses: (api: Requester) =>
    queryOptions({
      queryKey: [...EXAM_KEY, 'courses'] as const,
      queryFn: () => api.call(courseAuthorContracts.listCourseAudit, { pageCurrent: 1, pageSize: 100 }),
    }),
  courseRefs: (api: Requester, courseId: string) =>
    queryOptions({
      queryKey: [...EXAM_KEY, 'courseRefs', courseId] as const,
      queryFn: () => api.call(examContracts.listCourseExamRef, { courseId }),
    }),
};

/** The school's problem kinds and subjects (dictionary), as select options. */
export const dictQuery = (api: Requester, dictType: (typeof ExamDictType)[keyof typeof ExamDictType]) =>
  queryOptions({
    queryKey: ['dict', dictType] as const,
    queryFn: async () =>
      (await api.call(contentContracts.listDict, { dictType })).map((item) => ({
        value: item.dictValue,
        label: item.dictLabel,
      })),
    staleTime: 5 * 60 * 1000,
  });
