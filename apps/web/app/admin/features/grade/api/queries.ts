import { gradeContracts } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The classes' console reads: every class, the class categories, and the organisations. */
export const gradeQueries = {
  all: (api: Requester, input?: InputOf<typeof gradeContracts.adminPageGrades>) =>
    readQuery(api, ['grade', 'all'], gradeContracts.adminPageGrades, input),
  categories: (api: Requester) => readQuery(api, ['grade', 'categories'], gradeContracts.adminListGradeCategories),
  orgs: (api: Requester, input?: InputOf<typeof gradeContracts.adminPageGradeOrgs>) =>
    readQuery(api, ['grade', 'orgs'], gradeContracts.adminPageGradeOrgs, input),
};
