import { vodContracts as vod } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The video module's console reads: transcoding jobs. */
export const vodQueries = {
  jobs: (api: Requester, input?: InputOf<typeof vod.adminListTranscodeJobs>) =>
    readQuery(api, ['vod', 'job'], vod.adminListTranscodeJobs, input),
};
