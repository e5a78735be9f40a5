import { marketingContracts as marketing } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The marketing module's console reads: enrolment enquiries. */
export const marketingQueries = {
  counsel: (api: Requester, input?: InputOf<typeof marketing.adminListCounsel>) =>
    readQuery(api, ['marketing', 'counsel'], marketing.adminListCounsel, input),
};
