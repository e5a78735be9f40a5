import { liveContracts } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The live module's console reads. */
export const liveQueries = {
  channels: (api: Requester, input?: InputOf<typeof liveContracts.adminListChannels>) =>
    readQuery(api, ['live', 'channels'], liveContracts.adminListChannels, input),
  broadcasts: (api: Requester, input?: InputOf<typeof liveContracts.adminListBroadcasts>) =>
    readQuery(api, ['live', 'broadcasts'], liveContracts.adminListBroadcasts, input),
  mutes: (api: Requester, input?: InputOf<typeof liveContracts.adminListMutes>) =>
    readQuery(api, ['live', 'mutes'], liveContracts.adminListMutes, input),
};
