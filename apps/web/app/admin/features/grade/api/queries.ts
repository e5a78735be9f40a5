import { gradeContracts } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The classes' console reads. */
export const gradeQueries = {
  all: (api: Requester, input?: InputOf<typeof gradeContracts.adminPageGrades>) =>
    readQuery(api, ['grade', 'all'], gradeContracts.adminPageGrades, input),
};
