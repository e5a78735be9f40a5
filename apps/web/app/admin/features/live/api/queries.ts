import { liveContracts } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The live module's console reads. */
export const liveQueries = {
  channels: (api: Requester, input?: InputOf<typeof liveContracts.adminListChannels>) =>
    readQuery(api, ['live', 'channels'], liveContracts.adminListChannels, input),
};
