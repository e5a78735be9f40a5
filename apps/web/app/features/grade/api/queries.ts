import {
  gradeContracts,
  gradeExamContracts,
  type GradeExamAdminQuery,
  type GradeExamMarkQuery,
  type GradeExamRelationQuery,
  type GradeApplyQuery,
  type GradeCourseQuery,
  type GradeMineQuery,
  type GradeProgressQuery,
  type GradePublicQuery,
  type GradeStudentQuery,
} from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

export const GRADE_PAGE_SIZE = 12;
export const GRADE_ROWS_PAGE_SIZE = 10;

/** Everything of my classes (my role, members, applications…), forgotten together after any change. */
export const MY_GRADES_KEY = personalQueryKey('grade');

/** Reads anyone may make: the server loaders call these too. */
export const publicGradeReads = {
  page: (api: Requester, body: GradePublicQuery) => api.storeRequest(gradeContracts.pagePublicGrades, body),
  categories: (api: Requester) => api.storeRequest(gradeContracts.listGradeCategories),
  courses: (api: Requester, body: GradeCourseQuery) => api.storeRequest(gradeContracts.pagePublicGradeCourses, body),
};

/** The signed-in reader's class reads, in the browser (decision 0016). */
export const gradeQueries = {
  view: (api: Requester, id: string) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'view', id] as const,
      queryFn: () => api.call(gradeContracts.viewGrade, { id }),
      retry: false,
    }),
  /** My current classes, or (expired) those that ended. */
  mine: (api: Requester, body: GradeMineQuery, expired: boolean) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'mine', expired, body] as const,
      queryFn: () => api.call(expired ? gradeContracts.pageMyExpiredGrades : gradeContracts.pageMyCurrentGrades, body),
      placeholderData: keepPreviousData,
    }),
  /** Classes I own or administer. */
  run: (api: Requester, body: GradeMineQuery) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'run', body] as const,
      queryFn: () => api.call(gradeContracts.pageRunGrades, body),
      placeholderData: keepPreviousData,
    }),
  progress: (api: Requester, body: GradeProgressQuery) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'progress', body] as const,
      queryFn: () => api.call(gradeContracts.listGradeCourseProgress, body),
    }),
  students: (api: Requester, body: GradeStudentQuery) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'students', body] as const,
      queryFn: () => api.call(gradeContracts.pageGradeStudents, body),
      placeholderData: keepPreviousData,
    }),
  applications: (api: Requester, body: GradeApplyQuery) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'applications', body] as const,
      queryFn: () => api.call(gradeContracts.pageGradeApplications, body),
      placeholderData: keepPreviousData,
    }),
  summary: (api: Requester, gradeId: string) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'summary', gradeId] as const,
      queryFn: () => api.call(gradeContracts.summarizeGradeApplications, { gradeId }),
    }),
  courses: (api: Requester, body: GradeCourseQuery) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'courses', body] as const,
      queryFn: () => api.call(gradeContracts.pageGradeCourses, body),
    }),
  categories: (api: Requester) =>
    queryOptions({
      queryKey: ['grade', 'categories'] as const,
      queryFn: () => api.storeRequest(gradeContracts.listGradeCategories),
      staleTime: 5 * 60_000,
    }),
};

/** Class exams: those who run a class set and mark them, its students take them. */
export const gradeExamQueries = {
  /** Where a student stands in an exam (or why not, code 999), read quietly: the page shows the reason in place. */
  mine: (api: Requester, gradeExamId: string) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'exam', gradeExamId] as const,
      queryFn: async () => {
        const [view, check] = await Promise.all([
          api.request(gradeExamContracts.viewMyGradeExam, { gradeExamId }, { isShowErrTip: false }),
          api.request(gradeExamContracts.checkMyGradeExam, { gradeExamId }, { isShowErrTip: false }),
        ]);
        return { view, check };
      },
      retry: false,
    }),
  window: (api: Requester, gradeExamId: string) =>
    queryOptions({
      queryKey: ['grade', 'exam-window', gradeExamId] as const,
      queryFn: () => api.request(gradeExamContracts.checkGradeExamWindow, { gradeExamId }, { isShowErrTip: false }),
      retry: false,
    }),
  score: (api: Requester, relationId: string) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'exam-score', relationId] as const,
      queryFn: () => api.request(gradeExamContracts.viewGradeExamScore, { relationId }, { isShowErrTip: false }),
      retry: false,
    }),
  myList: (api: Requester, body: GradeExamRelationQuery) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'my-exams', body] as const,
      queryFn: () => api.call(gradeExamContracts.pageMyGradeExams, body),
      placeholderData: keepPreviousData,
    }),
  tips: (api: Requester) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'exam-tips'] as const,
      queryFn: () => api.call(gradeExamContracts.countGradeExamTips),
    }),
  exams: (api: Requester, body: GradeExamAdminQuery) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'exams', body] as const,
      queryFn: () => api.call(gradeExamContracts.pageGradeExams, body),
      placeholderData: keepPreviousData,
    }),
  relations: (api: Requester, body: GradeExamMarkQuery) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'exam-relations', body] as const,
      queryFn: () => api.call(gradeExamContracts.pageGradeExamRelations, body),
      placeholderData: keepPreviousData,
    }),
  answers: (api: Requester, relationId: string) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'exam-answers', relationId] as const,
      queryFn: () => api.call(gradeExamContracts.viewGradeExamAnswers, { relationId }),
    }),
  takers: (api: Requester, id: string) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'exam-takers', id] as const,
      queryFn: () => api.call(gradeExamContracts.listGradeExamStudentIds, { id }),
    }),
  /** The papers a class's exams may use (its owner's published ones), as the server's save accepts them. */
  papers: (api: Requester, gradeId: string) =>
    queryOptions({
      queryKey: [...MY_GRADES_KEY, 'papers', gradeId] as const,
      queryFn: () => api.call(gradeExamContracts.pageGradeExamPapers, { gradeId, pageCurrent: 1, pageSize: 100 }),
    }),
};

/**
 * Asks whether the reader runs a class not yet ended after a class change, and keeps the answer in the store (the
 * account menu reads it; a page load and a sign-in bring it with the reader, lib/reader.ts).
 */
export async function refreshGradeAdmin(api: Requester, setGradeAdmin: (isGradeAdmin: boolean) => void) {
  try {
    setGradeAdmin(await api.storeRequest(gradeContracts.isGradeAdmin));
  } catch {
    // No answer (offline, a session ending): the menu keeps what it showed.
  }
}
