import { examContracts, examReaderContracts, gradeExamContracts } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

/** Everything of the learner's exams, forgotten together after a start, a submission or a sign-out. */
export const TAKING_KEY = personalQueryKey('exam-taking');

export const takingQueries = {
  /** My state on the paper's page (one call, decision 0089): may I take it, a record in progress, my last result. */
  paperMine: (api: Requester, id: string) =>
    queryOptions({
      queryKey: [...TAKING_KEY, 'paper', id] as const,
      queryFn: () => api.call(examReaderContracts.viewPaperReader, { id }),
    }),
  session: (api: Requester, recordId: string) =>
    queryOptions({
      queryKey: [...TAKING_KEY, 'session', recordId] as const,
      queryFn: () => api.call(examContracts.continueExamRecord, { recordId }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  /** Class mode: a class exam being answered (begun on its explanation page, which may begin it again in a make-up). */
  gradeSession: (api: Requester, relationId: string) =>
    queryOptions({
      queryKey: [...TAKING_KEY, 'grade-session', relationId] as const,
      queryFn: () => api.call(gradeExamContracts.continueGradeExam, { relationId }),
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      retry: false,
    }),
  /** Start or continue practising a paper, with what was already answered and judged. */
  practice: (api: Requester, examId: string) =>
    queryOptions({
      queryKey: [...TAKING_KEY, 'practice', examId] as const,
      queryFn: async () => {
        const session = await api.call(examContracts.signPractice, { examId });
        return api.call(examContracts.viewPractice, { recordId: session.record.id });
      },
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    }),
  result: (api: Requester, recordId: string) =>
    queryOptions({
      queryKey: [...TAKING_KEY, 'result', recordId] as const,
      queryFn: () => api.call(examContracts.viewExamAnswer, { recordId }),
    }),
};
