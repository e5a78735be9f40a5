import { gradeContracts } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';

/** A page of the school's public classes a loader or a component reads, keyed by its input. */
export const gradeListQuery = (api: Requester, input: InputOf<typeof gradeContracts.pagePublicGrades>) => ({
  queryKey: ['grade', 'list', input] as const,
  queryFn: () => api.storeRequest(gradeContracts.pagePublicGrades, input),
});
