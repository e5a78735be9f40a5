import { dataContracts as data } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The data module's console reads: feedback. */
export const dataQueries = {
  feedback: (api: Requester, input?: InputOf<typeof data.adminPageFeedback>) =>
    readQuery(api, ['data', 'feedback'], data.adminPageFeedback, input),
};
