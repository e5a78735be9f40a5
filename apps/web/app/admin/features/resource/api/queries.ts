import { resourceContracts as resource } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The resource module's console reads: document jobs, download logs and the daily download limit. */
export const resourceQueries = {
  jobs: (api: Requester, input?: InputOf<typeof resource.adminPageDocumentJob>) =>
    readQuery(api, ['resource', 'job'], resource.adminPageDocumentJob, input),
  downloads: (api: Requester, input?: InputOf<typeof resource.adminPageDownloadLog>) =>
    readQuery(api, ['resource', 'download'], resource.adminPageDownloadLog, input),
  setting: (api: Requester) => readQuery(api, ['resource', 'setting'], resource.adminViewDownloadSetting),
};
